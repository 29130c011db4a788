import CampaignsDomain
import CleanAppsCore
import Raster

extension PosterPainter {
    /// The jar's QR code: the white plate, every run of dark modules as a rectangle of one
    /// path, and the caption under it.
    mutating func qrCode(_ block: PosterQRBlock?) {
        guard let block else { return }
        let plate = block.plate
        let ink = RasterColour(
            red: PosterQRBlock.inkColour.red, green: PosterQRBlock.inkColour.green,
            blue: PosterQRBlock.inkColour.blue, opacity: 1)
        canvas.fill(
            .roundedRectangle(
                x: plate.x, y: plate.y, width: plate.width, height: plate.height,
                radius: plate.width * 0.05), transform: root, paint: .solid(.white))
        var modules = RasterPath()
        let size = block.moduleSize
        for run in block.code.darkRuns {
            modules.append(
                .rectangle(
                    x: block.symbolX + Double(run.column) * size,
                    y: block.symbolY + Double(run.row) * size, width: Double(run.length) * size,
                    height: size))
        }
        canvas.fill(modules, transform: root, paint: .solid(ink))
        guard let shaper = PosterFont.bold else { return }
        for (index, line) in block.captionLines.enumerated() {
            let width = shaper.width(of: line, fontSize: block.captionFontSize)
            let baseline = block.captionBaseline + Double(index) * block.captionFontSize * 1.2
            canvas.fill(
                shaper.path(
                    line, fontSize: block.captionFontSize, x: block.captionX - width / 2,
                    y: baseline), transform: root, paint: .solid(ink))
        }
    }
}
