/// One colour component of a JPEG frame: its sampling factors, block grid and the quantised
/// DCT coefficients of every block (64 per block, in natural order), owned by this object.
final class JPEGComponent {
    let id: UInt8
    /// Horizontal and vertical sampling factors (1–4).
    let horizontal: Int
    let vertical: Int
    /// The quantisation table slot (0–3).
    let quantTable: Int
    /// Samples per line and lines this component really has (the spec's x_i and y_i).
    let width: Int
    let height: Int
    /// The block grid padded to whole MCUs; coefficients exist for all of it.
    let blocksPerLine: Int
    let blocksPerColumn: Int
    /// The blocks that cover ``width`` × ``height``: a non-interleaved scan codes only these.
    let usedBlocksPerLine: Int
    let usedBlocksPerColumn: Int
    let coefficients: UnsafeMutablePointer<Int16>
    /// The DC prediction of the scan being decoded.
    var dcPredictor = 0
    /// Huffman table slots chosen by the current scan.
    var dcTable = 0
    var acTable = 0

    /// Sizes the component for a frame and allocates its zeroed coefficients; the caller has
    /// checked the sample count against ``ImageLimits``.
    init(
        id: UInt8, horizontal: Int, vertical: Int, quantTable: Int,
        frame: (width: Int, height: Int, maxH: Int, maxV: Int)
    ) {
        self.id = id
        self.horizontal = horizontal
        self.vertical = vertical
        self.quantTable = quantTable
        width = (frame.width * horizontal + frame.maxH - 1) / frame.maxH
        height = (frame.height * vertical + frame.maxV - 1) / frame.maxV
        usedBlocksPerLine = (width + 7) / 8
        usedBlocksPerColumn = (height + 7) / 8
        let mcusPerLine = (frame.width + 8 * frame.maxH - 1) / (8 * frame.maxH)
        let mcusPerColumn = (frame.height + 8 * frame.maxV - 1) / (8 * frame.maxV)
        blocksPerLine = mcusPerLine * horizontal
        blocksPerColumn = mcusPerColumn * vertical
        let count = blocksPerLine * blocksPerColumn * 64
        coefficients = .allocate(capacity: count)
        coefficients.initialize(repeating: 0, count: count)
    }

    deinit {
        coefficients.deallocate()
    }

    /// The padded sample count of a component with these factors, for the caps.
    static func paddedSamples(
        horizontal: Int, vertical: Int, frame: (width: Int, height: Int, maxH: Int, maxV: Int)
    ) -> Int {
        let mcusPerLine = (frame.width + 8 * frame.maxH - 1) / (8 * frame.maxH)
        let mcusPerColumn = (frame.height + 8 * frame.maxV - 1) / (8 * frame.maxV)
        return mcusPerLine * horizontal * 8 * mcusPerColumn * vertical * 8
    }

    /// The coefficients of the block at `row`, `column` of the padded grid.
    @inline(__always)
    func block(row: Int, column: Int) -> UnsafeMutablePointer<Int16> {
        coefficients + (row * blocksPerLine + column) * 64
    }
}
