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

    /// The samples of `component`: every block dequantised with `quant` and inverse-transformed
    /// into one plane of the padded block grid.
    func samples(of component: JPEGComponent, quant: [Int32]) -> JPEGUpsampler.Plane {
        let stride = component.blocksPerLine * 8
        var samples = [UInt8](repeating: 0, count: stride * component.blocksPerColumn * 8)
        let workspace = UnsafeMutablePointer<Int>.allocate(capacity: 64)
        defer { workspace.deallocate() }
        quant.withUnsafeBufferPointer { table in
            samples.withUnsafeMutableBufferPointer { plane in
                guard let quant = table.baseAddress, let base = plane.baseAddress else { return }
                for row in 0..<component.blocksPerColumn {
                    for column in 0..<component.blocksPerLine {
                        JPEGInverseDCT.transform(
                            component.block(row: row, column: column), quant: quant,
                            output: base + row * 8 * stride + column * 8, stride: stride,
                            workspace: workspace)
                    }
                }
            }
        }
        return JPEGUpsampler.Plane(
            samples: samples, stride: stride, width: component.width, height: component.height)
    }
}
