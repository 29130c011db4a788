/// Inverse-transforms one component's blocks, a block row at a time, into its sample plane:
/// dequantised with the table the component had when it was first scanned, each 8×8 block
/// to `size` × `size` samples (8, or 4, 2, 1 for a reduced decode).
///
/// NB: a sequential JPEG is transformed row by row while its scan is decoded, so only one
/// MCU row of coefficients exists at a time (a 12-megapixel photo's coefficients were 36 MB
/// written, then read back); a progressive one is transformed once all its scans are read.
final class JPEGBlockTransformer {
    let plane: JPEGSamplePlane
    let size: Int
    private let quant: UnsafeMutablePointer<Int32>
    private let basis: UnsafeMutablePointer<Int>
    private let workspace: UnsafeMutablePointer<Int>
    private let transposed: UnsafeMutablePointer<Int32>

    /// A transformer writing a new plane for `component` at `size` samples per block side.
    init(_ component: JPEGComponent, quant table: [Int32], size: Int) {
        self.size = size
        let reduction = 8 / size
        plane = JPEGSamplePlane(
            stride: component.blocksPerLine * size, rows: component.blocksPerColumn * size,
            width: (component.width + reduction - 1) / reduction,
            height: (component.height + reduction - 1) / reduction)
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

    /// Transforms block rows `rows` of `component` into the plane.
    func transform(_ component: JPEGComponent, rows: Range<Int>) {
        let stride = plane.stride
        for row in rows {
            for column in 0..<component.blocksPerLine {
                let block = component.block(row: row, column: column)
                let output = plane.samples + row * size * stride + column * size
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
