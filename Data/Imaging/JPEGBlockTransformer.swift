/// Inverse-transforms one component's blocks inside the decode's region, a block row at a
/// time, into its sample plane: dequantised with the component's latched table, each 8×8
/// block to `size` × `size` samples (8, or 4, 2, 1 for a reduced decode). Blocks outside
/// the region are never transformed, and the plane holds the region only.
///
/// NB: a sequential JPEG is transformed row by row while its scan is decoded, and a
/// progressive one band by band once every scan has been read for the band, so only one MCU
/// row or one band of coefficients exists at a time.
final class JPEGBlockTransformer {
    let plane: JPEGSamplePlane
    let size: Int
    /// The blocks transformed: columns and rows of the component's block grid.
    let columns: Range<Int>
    let rows: Range<Int>
    private let quant: UnsafeMutablePointer<Int32>
    private let basis: UnsafeMutablePointer<Int>
    private let workspace: UnsafeMutablePointer<Int>
    private let transposed: UnsafeMutablePointer<Int32>

    /// A transformer writing a new plane for the blocks `columns` × `rows` of `component`
    /// at `size` samples per block side, every sample 128 (what an all-zero block gives)
    /// until a block is transformed; the plane's bytes are counted in `memory`.
    init(
        _ component: JPEGComponent, quant table: [Int32], size: Int,
        blocks: (columns: Range<Int>, rows: Range<Int>), memory: DecodeMemory
    ) {
        self.size = size
        (columns, rows) = blocks
        let reduction = 8 / size
        let fullWidth = (component.width + reduction - 1) / reduction
        let fullHeight = (component.height + reduction - 1) / reduction
        let left = columns.lowerBound * size
        let top = rows.lowerBound * size
        plane = JPEGSamplePlane(
            stride: columns.count * size, rows: rows.count * size,
            width: max(min(fullWidth, columns.upperBound * size) - left, 1),
            height: max(min(fullHeight, rows.upperBound * size) - top, 1), memory: memory)
        quant = .allocate(capacity: 64)
        for index in 0..<64 { quant[index] = index < table.count ? table[index] : 0 }
        let constants = JPEGScaledInverseDCT.basis(size: size)
        basis = .allocate(capacity: max(constants.count, 1))
        for (index, value) in constants.enumerated() { basis[index] = value }
        workspace = .allocate(capacity: 64)
        transposed = .allocate(capacity: 64)
    }

    deinit {
        quant.deallocate()
        basis.deallocate()
        workspace.deallocate()
        transposed.deallocate()
    }

    /// Transforms block rows `rows` of `component` (all held) inside the region.
    func transform(_ component: JPEGComponent, rows: Range<Int>) {
        let stride = plane.stride
        for row in rows.clamped(to: self.rows) {
            let blocks = component.blockRow(row)
            let outputRow = plane.samples + (row - self.rows.lowerBound) * size * stride
            for column in columns {
                let block = blocks + column * 64
                let output = outputRow + (column - columns.lowerBound) * size
                if size == 8 {
                    JPEGInverseDCT.transform(
                        block, quant: quant, output: output, stride: stride,
                        workspace: transposed)
                } else {
                    JPEGScaledInverseDCT.transform(
                        block, quant: quant, size: size, basis: basis, output: output,
                        stride: stride, workspace: workspace)
                }
            }
        }
    }
}
