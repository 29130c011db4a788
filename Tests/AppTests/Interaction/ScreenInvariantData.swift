import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryPresentation
import DirectoryTestSupport
import Foundation
import GiveawaysDomain
import GiveawaysPresentation
import Testing

/// Items whose texts come from a seed; item i's first text starts with `[i]`.
struct ScreenInvariantData {
    private static let words = [
        "giveaway", "Steam", "free", "Генератор", "для", "лікарні", "홍길동", "국회의원",
        "🎮", "👨‍👩‍👧", "e\u{301}te\u{301}", "Zalgo\u{336}\u{336}", "ＷＩＤＥ", "a",
        "supercalifragilisticexpialidocious-and-then-some",
    ]

    let count: Int
    /// One text of 0 to 12 words a row, then a title.
    private let texts: [String]

    init(count: Int, seed: UInt64) {
        self.count = count
        var generator = SeededGenerator(seed: seed &* 7_919 &+ UInt64(count))
        texts = (0...count * 2).map { _ in
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                Self.words.randomElement(using: &generator)!
            }.joined(separator: " ")
        }
    }

    /// Item `index`'s key and first text.
    func name(_ index: Int) -> String { "[\(index)] " + texts[index] }
    /// Another text of item `index`, without a key.
    func other(_ index: Int) -> String { texts[count + index] }
    /// A title.
    var title: String { texts[count * 2] }

    /// A directory of `count` lawmakers, all in party 1 and on committee 1-1.
    var directory: Directory {
        let persons = (0..<count).map { index in
            Person(
                id: PersonID(rawValue: "p\(index)"), rowNumber: index + 1, name: name(index),
                partyID: PartyID(rawValue: 1), district: other(index),
                phones: [Phone(kind: .mobile, label: "휴대폰", number: "010-\(1000 + index)")])
        }
        return Directory(
            info: DirectorySamples.info,
            parties: [Party(id: PartyID(rawValue: 1), name: title, detail: other(0))],
            persons: persons,
            committees: [
                Committee(
                    id: CommitteeID(group: 1, number: 1), title: title, groupName: "상임위원회",
                    detail: count > 0 ? other(count - 1) : nil, memberIDs: persons.map(\.id))
            ])
    }
}
