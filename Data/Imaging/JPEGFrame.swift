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
}
