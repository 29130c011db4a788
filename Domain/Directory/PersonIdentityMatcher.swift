import Foundation

/// Decides which incoming workbook rows are which stored persons, ignoring row numbers.
///
/// 1. Rows and stored persons with the same name (trimmed, NFC, inner spaces collapsed) are
///    the same person. Among namesakes, pairs agreeing on e-mail (4 points), district (2) and
///    party (1) are matched first, best score first, then in row order.
/// 2. Left-over rows and persons that share an e-mail address no one else left over has are
///    the same person whose name was corrected.
/// Everything else is new (rows) or gone (stored persons).
struct PersonIdentityMatcher {
    private static let maxPairsPerName = 4096

    /// For each incoming row, the index of its stored person, or nil when new.
    static func match(stored: [Person], incoming: [WorkbookPerson]) -> [Int?] {
        var result = [Int?](repeating: nil, count: incoming.count)
        var claimed = Set<Int>()
        let storedByName = Dictionary(
            grouping: stored.indices, by: { NameKey(nameKey(stored[$0].name)) })
        // NB: only rows whose name a stored person has are grouped (one look-up a row).
        var incomingByName: [NameKey: [Int]] = [:]
        for row in incoming.indices {
            let key = NameKey(nameKey(incoming[row].name))
            if storedByName[key] != nil { incomingByName[key, default: []].append(row) }
        }
        for (key, rows) in incomingByName {
            guard let candidates = storedByName[key] else { continue }
            if rows.count == 1, candidates.count == 1 {
                result[rows[0]] = candidates[0]
                claimed.insert(candidates[0])
                continue
            }
            guard rows.count * candidates.count <= maxPairsPerName else {
                // NB: a hostile workbook could repeat one name thousands of times; pairing
                // in row order keeps the match linear.
                for (row, candidate) in zip(rows, candidates) {
                    result[row] = candidate
                    claimed.insert(candidate)
                }
                continue
            }
            var pairs: [(score: Int, stored: Int, row: Int)] = []
            for row in rows {
                for candidate in candidates {
                    pairs.append((score(stored[candidate], incoming[row]), candidate, row))
                }
            }
            pairs.sort { ($0.score, -$0.stored, -$0.row) > ($1.score, -$1.stored, -$1.row) }
            for pair in pairs where result[pair.row] == nil && !claimed.contains(pair.stored) {
                result[pair.row] = pair.stored
                claimed.insert(pair.stored)
            }
        }
        matchRenamed(stored: stored, incoming: incoming, result: &result, claimed: &claimed)
        return result
    }

    private static func matchRenamed(
        stored: [Person], incoming: [WorkbookPerson], result: inout [Int?], claimed: inout Set<Int>
    ) {
        let leftStored = stored.indices.filter { !claimed.contains($0) }
        let leftRows = incoming.indices.filter { result[$0] == nil }
        guard !leftStored.isEmpty, !leftRows.isEmpty else { return }
        let storedByEmail = Dictionary(
            grouping: leftStored.filter { emailKey(stored[$0].email) != nil },
            by: { emailKey(stored[$0].email) ?? "" })
        guard !storedByEmail.isEmpty else { return }
        var rowsByEmail: [String: [Int]] = [:]
        for row in leftRows {
            guard let email = emailKey(incoming[row].email), storedByEmail[email] != nil
            else { continue }
            rowsByEmail[email, default: []].append(row)
        }
        for (email, rows) in rowsByEmail {
            guard rows.count == 1, let candidates = storedByEmail[email], candidates.count == 1
            else { continue }
            result[rows[0]] = candidates[0]
            claimed.insert(candidates[0])
        }
    }

    private static func score(_ person: Person, _ row: WorkbookPerson) -> Int {
        var score = 0
        if let email = emailKey(person.email), email == emailKey(row.email) { score += 4 }
        if let district = person.district, district == row.district { score += 2 }
        if let party = person.partyID?.rawValue, party == row.partyNumber { score += 1 }
        return score
    }

    /// The name compared for identity: NFC, trimmed, inner whitespace runs as one space.
    static func nameKey(_ name: String) -> String {
        if name.isPlainDirectoryText { return name }
        return name.precomposedStringWithCanonicalMapping
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static func emailKey(_ email: String?) -> String? {
        guard let email = email?.trimmedDirectoryText, !email.isEmpty else { return nil }
        return email.lowercased()
    }
}

extension WorkbookPerson {
    /// The e-mail address among the links, when there is one.
    var email: String? { links.first { $0.kind == .email }?.value }
}

/// A name key (``PersonIdentityMatcher/nameKey(_:)``) hashed and compared by its UTF-8 bytes.
///
/// NB: keys are NFC already, where equal bytes and canonical equivalence are the same thing;
/// `String`'s own hashing normalises every non-ASCII key again, which was most of matching
/// 30,000 Korean names.
private struct NameKey: Hashable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    static func == (left: NameKey, right: NameKey) -> Bool {
        left.text.utf8.elementsEqual(right.text.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
