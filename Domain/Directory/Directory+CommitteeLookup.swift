import Foundation

extension Directory {
    /// The committee or bill with this identity.
    public func committee(_ id: CommitteeID) -> Committee? { committees.first { $0.id == id } }

    /// The committees and bills a user may mean by `text`, as typed on a command line.
    ///
    /// Tried in order, the first step with a match wins: the identity (`1-3`); the title
    /// exactly (NFC, trimmed, inner spaces collapsed); titles containing the text. More than
    /// one result means the text is ambiguous; none, that nothing has it.
    public func committees(matching text: String) -> [Committee] {
        let key = Self.titleKey(text)
        guard !key.isEmpty else { return [] }
        if let id = CommitteeID(text: key), let committee = committee(id) { return [committee] }
        let exact = committees.filter { Self.titleKey($0.title) == key }
        if !exact.isEmpty { return exact }
        return committees.filter { Self.titleKey($0.title).contains(key) }
    }

    private static func titleKey(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

extension CommitteeID {
    /// The identity written as ``description`` prints it ("1-3"), or nil.
    public init?(text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count <= 9 }), let group = Int(parts[0]),
            let number = Int(parts[1])
        else { return nil }
        self.init(group: group, number: number)
    }
}
