import ArchiveKit

/// Assembles a PNG's inflated bytes into rows, pass by pass (Adam7 included), unfilters and
/// expands each row the accumulator keeps to RGBA8 and hands it over: only two rows of the
/// file are held at a time, so memory follows the output, not the inflated data.
final class PNGRowReader {
    private let header: PNGHeader
    private let expander: PNGPixelExpander
    private let passes: [PNGPass]
    private(set) var accumulator: PNGImageAccumulator
    /// The Adler-32 of every byte consumed.
    private(set) var adler: UInt32 = 1
    /// Why the last ``consume(_:)`` refused its bytes.
    private(set) var failure: ImageDecodingError?
    private var passIndex = 0
    private var rowInPass = 0
    private var filled = 0
    /// The row being filled and the pass's row before it: a filter byte, then the samples.
    private var current: UnsafeMutableBufferPointer<UInt8>
    private var previous: UnsafeMutableBufferPointer<UInt8>
    private let expanded: UnsafeMutablePointer<UInt8>

    init(
        header: PNGHeader, expander: PNGPixelExpander, accumulator: PNGImageAccumulator,
        memory: DecodeMemory
    ) {
        self.header = header
        self.expander = expander
        self.accumulator = accumulator
        passes = header.passes.filter { $0.width > 0 && $0.height > 0 }
        let longest = header.rowBytes(header.width) + 1
        current = .allocate(capacity: longest)
        previous = .allocate(capacity: longest)
        expanded = .allocate(capacity: header.width * 4)
        memory.hold(longest * 2 + header.width * 4)
    }

    deinit {
        current.deallocate()
        previous.deallocate()
        expanded.deallocate()
    }

    /// Takes the next inflated bytes; false (with ``failure``) when a row is malformed.
    func consume(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        adler = Adler32.update(adler, with: bytes)
        var offset = 0
        while offset < bytes.count {
            // NB: Inflate refuses bytes past the expected size, which is exactly the rows'.
            guard passIndex < passes.count, let source = bytes.baseAddress else { return false }
            let pass = passes[passIndex]
            let length = header.rowBytes(pass.width) + 1
            let piece = min(length - filled, bytes.count - offset)
            (current.baseAddress! + filled).update(from: source + offset, count: piece)
            filled += piece
            offset += piece
            guard filled == length else { continue }
            filled = 0
            do {
                try finishRow(of: pass, length: length)
            } catch {
                failure = error
                return false
            }
        }
        return true
    }

    private func finishRow(of pass: PNGPass, length: Int) throws(ImageDecodingError) {
        let row = UnsafeMutableBufferPointer(rebasing: current[1..<length])
        let above = rowInPass > 0 ? UnsafeBufferPointer(rebasing: previous[1..<length]) : nil
        try expander.unfilter(row, filter: current[0], previous: above)
        let y = pass.y + rowInPass * pass.dy
        // NB: a row outside the region is still unfiltered (the next row depends on it) and
        // its palette indices checked, but not expanded.
        if accumulator.keeps(row: y) {
            try expander.expand(UnsafeBufferPointer(row), width: pass.width, into: expanded)
            accumulator.add(expanded, count: pass.width, y: y, x: pass.x, dx: pass.dx)
        } else if header.colourType == .palette {
            try expander.expand(UnsafeBufferPointer(row), width: pass.width, into: expanded)
        }
        swap(&current, &previous)
        rowInPass += 1
        if rowInPass == pass.height {
            passIndex += 1
            rowInPass = 0
        }
    }
}
