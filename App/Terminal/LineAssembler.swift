/// One line of input, decoded, with how much of it was dropped for being too long.
public struct InputLine: Equatable, Sendable {
    /// The line without its newline (and without a trailing CR), invalid UTF-8 replaced
    /// by U+FFFD.
    public var text: String
    /// Bytes dropped past ``LineAssembler/maximumLineBytes``; 0 for a line that fit.
    public var droppedBytes = 0
}

/// Cuts a byte stream into lines of at most ``maximumLineBytes`` bytes each.
///
/// Bytes go in as they are read (any chunking); complete lines come out in order. A line
/// longer than the cap keeps its first bytes (cut back to a whole UTF-8 character) and
/// counts the rest, so a 1 MB line costs 64 KiB of memory and linear time. At end of input
/// an unterminated last line is still delivered.
public struct LineAssembler: Sendable {
    /// The most bytes kept of one line: 64 KiB.
    public static let maximumLineBytes = 65_536

    private let maximumLineBytes: Int
    private var current: [UInt8] = []
    private var dropped = 0
    private var ready: [InputLine] = []
    private var readyStart = 0
    private var hasPartialLine = false

    /// An assembler keeping at most `maximumLineBytes` bytes of each line.
    public init(maximumLineBytes: Int = LineAssembler.maximumLineBytes) {
        self.maximumLineBytes = max(maximumLineBytes, 4)
    }

    /// Adds bytes just read.
    public mutating func append(_ bytes: some Collection<UInt8>) {
        var rest = bytes[...]
        while !rest.isEmpty {
            hasPartialLine = true
            let newline = rest.firstIndex(of: 0x0A)
            let part = rest[..<(newline ?? rest.endIndex)]
            let room = maximumLineBytes - current.count
            if part.count <= room {
                current.append(contentsOf: part)
            } else {
                current.append(contentsOf: part.prefix(room))
                dropped += part.count - room
            }
            guard let newline else { return }
            completeLine()
            rest = rest[rest.index(after: newline)...]
        }
    }

    /// Marks the end of input: a last line without a newline becomes a line.
    public mutating func finish() {
        if hasPartialLine { completeLine() }
    }

    /// The next complete line, or nil when none is ready yet.
    public mutating func nextLine() -> InputLine? {
        guard readyStart < ready.count else { return nil }
        let line = ready[readyStart]
        readyStart += 1
        if readyStart == ready.count {
            ready.removeAll(keepingCapacity: true)
            readyStart = 0
        }
        return line
    }

    private mutating func completeLine() {
        var bytes = current[...]
        if dropped > 0 {
            bytes = bytes.prefix(LineAssembler.wholeCharacterPrefixLength(of: bytes))
        }
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        ready.append(InputLine(text: String(decoding: bytes, as: UTF8.self), droppedBytes: dropped))
        current.removeAll(keepingCapacity: true)
        dropped = 0
        hasPartialLine = false
    }

    /// The length of `bytes` without a UTF-8 sequence cut off at its end.
    private static func wholeCharacterPrefixLength(of bytes: ArraySlice<UInt8>) -> Int {
        var index = bytes.endIndex
        var continuationBytes = 0
        while index > bytes.startIndex, continuationBytes < 4 {
            index -= 1
            let byte = bytes[index]
            if byte & 0xC0 != 0x80 {
                let length = byte < 0x80 ? 1 : byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                let isComplete = length == continuationBytes + 1
                return (isComplete ? bytes.endIndex : index) - bytes.startIndex
            }
            continuationBytes += 1
        }
        return bytes.count
    }
}
