/// The MCUs a JPEG decode transforms for a region of the reduced image: the region's MCUs
/// and one more on every side within the frame, since the upsampler's filter reaches one
/// sample past a block; the region's pixels are then exactly those of a whole decode.
struct JPEGWindow {
    let mcuColumns: Range<Int>
    let mcuRows: Range<Int>
    /// The pixels of the reduced image the window's MCUs give.
    let pixels: ImageRegion

    /// The window around `region` (pixels of `frame` reduced by `reduction`).
    init(frame: JPEGFrame, reduction: Int, region: ImageRegion) {
        let mcuWidth = 8 * frame.maxH / reduction
        let mcuHeight = 8 * frame.maxV / reduction
        mcuColumns =
            max(
                region.x / mcuWidth - 1, 0)..<min(
                (region.x + region.width + mcuWidth - 1) / mcuWidth + 1, frame.mcusPerLine)
        mcuRows =
            max(
                region.y / mcuHeight - 1, 0)..<min(
                (region.y + region.height + mcuHeight - 1) / mcuHeight + 1, frame.mcusPerColumn)
        let x = mcuColumns.lowerBound * mcuWidth
        let y = mcuRows.lowerBound * mcuHeight
        let width = (frame.width + reduction - 1) / reduction
        let height = (frame.height + reduction - 1) / reduction
        pixels = ImageRegion(
            x: x, y: y, width: min(width, mcuColumns.upperBound * mcuWidth) - x,
            height: min(height, mcuRows.upperBound * mcuHeight) - y)
    }

    /// The window's blocks in `component`'s block grid.
    func blocks(of component: JPEGComponent) -> (columns: Range<Int>, rows: Range<Int>) {
        (
            mcuColumns.lowerBound * component.horizontal..<mcuColumns.upperBound
                * component.horizontal,
            mcuRows.lowerBound * component.vertical..<mcuRows.upperBound * component.vertical
        )
    }
}
