/// One colour component of a JPEG frame: its sampling factors, block grid and the quantised
/// DCT coefficients (64 per block, natural order) of the block rows it holds at the moment:
/// one MCU row while a sequential scan is decoded, a band of MCU rows for a progressive frame
/// (every scan is decoded band by band, see ``JPEGDecoder``), so coefficient memory never
/// follows the photo's height.
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
    /// The block grid padded to whole MCUs.
    let blocksPerLine: Int
    let blocksPerColumn: Int
    /// The blocks that cover ``width`` × ``height``: a non-interleaved scan codes only these.
    let usedBlocksPerLine: Int
    let usedBlocksPerColumn: Int
    /// The quantisation table as it was when the component was first scanned (libjpeg
    /// latches it then too).
    var quant: [Int32]?
    /// Where the component's samples go; made once the decode's reduction and region are set.
    var transformer: JPEGBlockTransformer?
    /// The coefficients of the block rows ``heldRows``.
    private var coefficients: UnsafeMutablePointer<Int16>?
    /// For each held block, bit k set when its coefficient at zig-zag position k is non-zero
    /// (kept by progressive AC scans): a refinement over an end-of-band run reads correction
    /// bits for those coefficients alone, without touching the block.
    private var nonZero: UnsafeMutablePointer<UInt64>?
    private var capacityRows = 0
    /// The block rows the coefficients stand for.
    private(set) var heldRows = 0..<0
    private var memory: DecodeMemory?

    /// Sizes the component for a frame; coefficients are allocated by ``hold(rows:)``.
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
    }

    deinit {
        release()
    }

    /// Gives the coefficients back once every block is transformed.
    func release() {
        coefficients?.deallocate()
        coefficients = nil
        nonZero?.deallocate()
        nonZero = nil
        memory?.release(capacityRows * blocksPerLine * Self.bytesPerBlock)
        memory = nil
        heldRows = 0..<0
    }

    /// The padded sample count of a component with these factors, for the caps.
    static func paddedSamples(
        horizontal: Int, vertical: Int, frame: (width: Int, height: Int, maxH: Int, maxV: Int)
    ) -> Int {
        let mcusPerLine = (frame.width + 8 * frame.maxH - 1) / (8 * frame.maxH)
        let mcusPerColumn = (frame.height + 8 * frame.maxV - 1) / (8 * frame.maxV)
        return mcusPerLine * horizontal * 8 * mcusPerColumn * vertical * 8
    }

    /// Makes the coefficients stand for block `rows`, all zero; room for `capacity` rows is
    /// allocated once (counted in `memory`), so `rows` may never hold more.
    func hold(rows: Range<Int>, capacity: Int, memory: DecodeMemory) {
        precondition(rows.count <= capacity, "a band larger than the rows allocated")
        if coefficients == nil {
            coefficients = .allocate(capacity: capacity * blocksPerLine * 64)
            nonZero = .allocate(capacity: capacity * blocksPerLine)
            capacityRows = capacity
            self.memory = memory
            memory.hold(capacity * blocksPerLine * Self.bytesPerBlock)
        }
        coefficients?.initialize(repeating: 0, count: rows.count * blocksPerLine * 64)
        nonZero?.initialize(repeating: 0, count: rows.count * blocksPerLine)
        heldRows = rows
    }

    /// The first block of block row `row`, one of ``heldRows``.
    @inline(__always)
    func blockRow(_ row: Int) -> UnsafeMutablePointer<Int16> {
        // NB: only called for held rows, after ``hold(rows:capacity:memory:)`` allocated.
        coefficients.unsafelyUnwrapped + (row - heldRows.lowerBound) * blocksPerLine * 64
    }

    /// The coefficients and masks of the first held row, and its number: what the scan
    /// decoder's hot loop addresses blocks from.
    var held: (blocks: UnsafeMutablePointer<Int16>?, masks: UnsafeMutablePointer<UInt64>?, row: Int)
    {
        (coefficients, nonZero, heldRows.lowerBound)
    }

    /// The non-zero masks of block row `row`, one of ``heldRows``.
    @inline(__always)
    func maskRow(_ row: Int) -> UnsafeMutablePointer<UInt64> {
        nonZero.unsafelyUnwrapped + (row - heldRows.lowerBound) * blocksPerLine
    }

    /// The bytes one held block takes: 64 coefficients and its non-zero mask.
    static let bytesPerBlock = 136

    /// Transforms the held rows among `rows` into the plane (what lies outside the region
    /// the transformer keeps is passed over).
    func transform(rows: Range<Int>) {
        transformer?.transform(self, rows: rows.clamped(to: heldRows))
    }
}
