/// A JPEG frame (SOFn): the image size, the MCU grid and the components.
struct JPEGFrame {
    let width: Int
    let height: Int
    /// The largest sampling factors: an MCU covers 8·maxH × 8·maxV pixels.
    let maxH: Int
    let maxV: Int
    let progressive: Bool
    let components: [JPEGComponent]

    var mcusPerLine: Int { (width + 8 * maxH - 1) / (8 * maxH) }
    var mcusPerColumn: Int { (height + 8 * maxV - 1) / (8 * maxV) }

    /// The samples of `component` with each 8×8 block inverse-transformed to `size` × `size`
    /// samples (8, 4, 2 or 1; reduced below 8), dequantised with `quant`, in one plane of the
    /// padded block grid.
    func samples(of component: JPEGComponent, quant: [Int32], size: Int) -> JPEGSamplePlane {
        let reduction = 8 / size
        let stride = component.blocksPerLine * size
        let plane = JPEGSamplePlane(
            stride: stride, rows: component.blocksPerColumn * size,
            width: (component.width + reduction - 1) / reduction,
            height: (component.height + reduction - 1) / reduction)
        let workspace = UnsafeMutablePointer<Int>.allocate(capacity: 64)
        defer { workspace.deallocate() }
        let basis = JPEGScaledInverseDCT.basis(size: size)
        quant.withUnsafeBufferPointer { table in
            basis.withUnsafeBufferPointer { basis in
                guard let quant = table.baseAddress, let basis = basis.baseAddress else { return }
                for row in 0..<component.blocksPerColumn {
                    for column in 0..<component.blocksPerLine {
                        let block = component.block(row: row, column: column)
                        let output = plane.samples + row * size * stride + column * size
                        if size == 8 {
                            JPEGInverseDCT.transform(
                                block, quant: quant, output: output, stride: stride,
                                workspace: workspace)
                        } else {
                            JPEGScaledInverseDCT.transform(
                                block, quant: quant, size: size, basis: basis, output: output,
                                stride: stride, workspace: workspace)
                        }
                    }
                }
            }
        }
        return plane
    }
}
