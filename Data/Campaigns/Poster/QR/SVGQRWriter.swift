import CampaignsDomain

/// Writes the jar's QR code as SVG: the white plate, the symbol as one path of vector squares
/// (a rectangle per run of dark modules, in module units), and the caption.
enum SVGQRWriter {
    static func write(_ block: PosterQRBlock?, into out: inout String) {
        guard let block else { return }
        let plate = block.plate
        out += "<g id=\"jar-qr\">\n"
        out +=
            "<rect x=\"\(n(plate.x))\" y=\"\(n(plate.y))\" width=\"\(n(plate.width))\""
            + " height=\"\(n(plate.height))\" rx=\"\(n(plate.width * 0.05))\""
            + " fill=\"\(PosterQRBlock.plateColour.hexString)\"/>\n"
        var path = ""
        for run in block.code.darkRuns {
            path += "M\(run.column) \(run.row)h\(run.length)v1h-\(run.length)z"
        }
        out +=
            "<path transform=\"translate(\(n(block.symbolX)) \(n(block.symbolY)))"
            + " scale(\(n(block.moduleSize)))\" d=\"\(path)\""
            + " fill=\"\(PosterQRBlock.inkColour.hexString)\" shape-rendering=\"crispEdges\"/>\n"
        for (index, line) in block.captionLines.enumerated() {
            let baseline = block.captionBaseline + Double(index) * block.captionFontSize * 1.2
            out +=
                "<text x=\"\(n(block.captionX))\" y=\"\(n(baseline))\""
                + " font-size=\"\(n(block.captionFontSize))\" text-anchor=\"middle\""
                + " font-family=\"'\(PosterFont.familyName)', Roboto, 'Helvetica Neue', Arial, sans-serif\""
                + " font-weight=\"bold\" fill=\"\(PosterQRBlock.inkColour.hexString)\">"
                + "\(XMLText.escape(line))</text>\n"
        }
        out += "</g>\n"
    }

    private static func n(_ value: Double) -> String { SVGNumber.text(value) }
}
