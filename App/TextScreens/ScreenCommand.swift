import Foundation
import TerminalKit

/// One line typed at a screen, read with the keys every screen shares.
///
/// A number opens that row; `/text` searches; `n`/`p` turn pages; `b` goes back; `q` quits;
/// `?` asks for help; an empty line redraws. Anything else is `other`, for the screen's own
/// keys (trimmed, as typed).
public enum ScreenCommand: Equatable, Sendable {
    case open(Int)
    case search(String)
    case nextPage
    case previousPage
    case back
    case quit
    case help
    case redraw
    case other(String)

    /// Reads `line` (without its newline).
    public init(line: String) {
        let trimmed = line.trimmingSpaces()
        switch trimmed {
        case "": self = .redraw
        case "n": self = .nextPage
        case "p": self = .previousPage
        case "b": self = .back
        case "q": self = .quit
        case "?": self = .help
        default:
            if trimmed.hasPrefix("/") {
                self = .search(String(trimmed.dropFirst()).trimmingSpaces())
            } else if trimmed.count <= 9, trimmed.allSatisfy(\.isASCIIDigit),
                let number = Int(trimmed)
            {
                self = .open(number)
            } else {
                self = .other(trimmed)
            }
        }
    }
}
