import CampaignsDomain

/// Writes a laid-out block of white bold lines (and maybe a progress bar) as SVG, on its
/// panel, rotated as its box says.
enum SVGTextBlockWriter {
    static let fontAttributes =
        "font-family=\"'\(PosterFont.familyName)', Roboto, 'Helvetica Neue', Arial, sans-serif\" font-weight=\"bold\" fill=\"#FFFFFF\""

    static func write(_ block: PosterTextBlock?, id: String, into out: inout String) {
        guard let block else { return }
        out += "<g id=\"\(id)\""
        if block.rotation != 0 {
            out +=
                " transform=\"rotate(\(n(block.rotation)) \(n(block.centre.x)) \(n(block.centre.y)))\""
        }
        out += ">\n"
        if let panel = block.panel {
            out +=
                "<rect \(rect(panel.rect)) rx=\"\(n(panel.radius))\" fill=\"\(panel.colour.hexString)\""
                + " fill-opacity=\"\(n(panel.opacity))\""
            if let stroke = panel.stroke {
                out += " stroke=\"\(stroke.hexString)\" stroke-width=\"\(n(panel.strokeWidth))\""
            }
            out += "/>\n"
        }
        for line in block.lines {
            let anchor =
                switch line.alignment {
                case .leading: "start"
                case .centre: "middle"
                case .trailing: "end"
                }
            out +=
                "<text x=\"\(n(line.x))\" y=\"\(n(line.baseline))\" font-size=\"\(n(line.fontSize))\""
                + " text-anchor=\"\(anchor)\" \(fontAttributes)>\(XMLText.escape(line.text))</text>\n"
        }
        for bar in block.bars {
            let radius = " rx=\"\(n(bar.track.height / 2))\""
            out += "<rect \(rect(bar.track))\(radius) fill=\"#FFFFFF\" fill-opacity=\"0.3\"/>\n"
            if bar.filledWidth > 0 {
                var filled = bar.track
                filled.width = bar.filledWidth
                out += "<rect \(rect(filled))\(radius) fill=\"#FFFFFF\"/>\n"
            }
        }
        out += "</g>\n"
    }

    private static func rect(_ rect: PosterTextBlock.Rect) -> String {
        "x=\"\(n(rect.x))\" y=\"\(n(rect.y))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\""
    }

    private static func n(_ value: Double) -> String { SVGNumber.text(value) }
}
