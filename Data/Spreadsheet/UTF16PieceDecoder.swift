/// Turns UTF-16 text (after its byte order mark) into UTF-8 as it arrives in pieces of any
/// size, holding back only what the next piece completes: an odd byte, or a high surrogate
/// waiting for its pair.
struct UTF16PieceDecoder {
    private let isBigEndian: Bool
    /// Bytes received and not decoded yet (at most three).
    private(set) var held: [UInt8] = []

    /// A decoder of UTF-16 in the byte order of `isBigEndian`.
    init(isBigEndian: Bool = false) {
        self.isBigEndian = isBigEndian
    }

    /// The UTF-8 of the characters `piece` completes; with `isFinal` nothing may be left over.
    /// Nil when the bytes are not UTF-16 (a lone surrogate, an odd byte at the end).
    mutating func decode(_ piece: some Collection<UInt8>, isFinal: Bool) -> [UInt8]? {
        held.append(contentsOf: piece)
        guard !isFinal || held.count.isMultiple(of: 2) else { return nil }
        var unitCount = held.count / 2
        if !isFinal, unitCount > 0, (0xD800...0xDBFF).contains(unit(at: unitCount - 1)) {
            unitCount -= 1
        }
        let units = (0..<unitCount).map(unit(at:))
        guard let text = String(validating: units, as: UTF16.self) else { return nil }
        held.removeFirst(2 * unitCount)
        return Array(text.utf8)
    }

    private func unit(at index: Int) -> UInt16 {
        let first = UInt16(held[2 * index])
        let second = UInt16(held[2 * index + 1])
        return isBigEndian ? first << 8 | second : second << 8 | first
    }
}
