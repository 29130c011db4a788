import CampaignsDomain
import CleanAppsCore
import Foundation
import TerminalKit

/// Finds the campaign a command names: its full id, a unique id prefix of at least 4
/// characters, or its row number in `cleanapps campaigns list` (1 to 999).
///
/// NB: a row number has at most 3 digits and a prefix at least 4 characters, so the two
/// never overlap.
enum CampaignReference {
    /// Why the reference names no single campaign.
    enum Failure: Error, Equatable {
        /// Not a UUID, a prefix of 4+ hexadecimal characters or a row number.
        case malformed(String)
        /// No campaign matches.
        case notFound(String)
        /// Several campaigns start with this prefix.
        case ambiguous(String, count: Int)

        /// One sentence for the user.
        var message: String {
            switch self {
            case .malformed(let text):
                "'\(text)' is not a campaign id: give the full id, its first 4 or more "
                    + "characters, or the row number from 'cleanapps campaigns list'."
            case .notFound(let text):
                "No campaign matches '\(text)'; see 'cleanapps campaigns list'."
            case .ambiguous(let text, let count):
                "'\(text)' matches \(count) campaigns; give more characters of the id."
            }
        }
    }

    /// The campaign `text` names among `campaigns` (in list order).
    static func resolve(_ text: String, in campaigns: [Campaign]) -> Result<Campaign, Failure> {
        let trimmed = text.trimmingSpaces()
        if (1...3).contains(trimmed.count), trimmed.allSatisfy(\.isASCIIDigit),
            let number = Int(trimmed)
        {
            return campaigns.indices.contains(number - 1)
                ? .success(campaigns[number - 1]) : .failure(.notFound(trimmed))
        }
        let isHex = trimmed.allSatisfy { $0.isASCII && ($0.isHexDigit || $0 == "-") }
        guard trimmed.count >= 4, trimmed.count <= 36, isHex else {
            return .failure(.malformed(String(trimmed.prefix(40))))
        }
        let prefix = trimmed.lowercased()
        let matches = campaigns.filter { $0.id.uuidString.lowercased().hasPrefix(prefix) }
        switch matches.count {
        case 0: return .failure(.notFound(trimmed))
        case 1: return .success(matches[0])
        default: return .failure(.ambiguous(trimmed, count: matches.count))
        }
    }
}
