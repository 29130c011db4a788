/// One colour component of a JPEG frame: its sampling factors, block grid and the quantised
/// DCT coefficients of its blocks (64 per block, in natural order), owned by this object:
/// every block for a progressive frame, one MCU row of blocks for a sequential one (each
/// row is transformed as soon as it is decoded, see ``JPEGBlockTransformer``).
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
    /// How many block rows ``coefficients`` holds: all, or one MCU row (`vertical`).
    let rowsHeld: Int
    /// Set when the component's samples are first made (its first sequential scan, or the
    /// end of a progressive decode).
    var transformer: JPEGBlockTransformer?
    /// Block rows already transformed into the transformer's plane.
    var rowsTransformed = 0
    /// The DC prediction of the scan being decoded.
    var dcPredictor = 0
    /// Huffman table slots chosen by the current scan.
    var dcTable = 0
    var acTable = 0

    /// Sizes the component for a frame and allocates its zeroed coefficients; the caller has
    /// checked the sample count against ``ImageLimits``.
    init(
        id: UInt8, horizontal: Int, vertical: Int, quantTable: Int,
        frame: (width: Int, height: Int, maxH: Int, maxV: Int), holdsAllRows: Bool
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
        rowsHeld = holdsAllRows ? blocksPerColumn : min(vertical, blocksPerColumn)
        let count = blocksPerLine * rowsHeld * 64
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

    /// The coefficients of the block at `row`, `column` of the padded grid (rows wrap
    /// around the rows held).
    @inline(__always)
    func block(row: Int, column: Int) -> UnsafeMutablePointer<Int16> {
        coefficients + ((row % rowsHeld) * blocksPerLine + column) * 64
    }

    /// Transforms the decoded block rows before `end` not yet transformed, then clears
    /// their coefficients for the rows that reuse the memory.
    func transformRows(before end: Int) {
        guard let transformer, end > rowsTransformed else { return }
        let rows = rowsTransformed..<min(end, blocksPerColumn)
        transformer.transform(self, rows: rows)
        rowsTransformed = rows.upperBound
        if rowsHeld < blocksPerColumn {
            for row in rows {
                block(row: row, column: 0).update(repeating: 0, count: blocksPerLine * 64)
            }
        }
    }
}
