import CampaignsDomain

/// Writes a block of white bold lines (and maybe a progress bar) into a template's text box,
/// on the box's panel, rotated as the box says.
enum SVGTextBlockWriter {
    /// One row of a block.
    enum Item: Equatable {
        /// A line of display text (not yet escaped) at a font size in pixels.
        case line(String, fontSize: Double)
        /// A progress bar filled to `fraction` (0…1).
        case bar(fraction: Double)
    }

    static let fontAttributes =
        "font-family=\"Roboto, 'Helvetica Neue', Arial, sans-serif\" font-weight=\"bold\" fill=\"#FFFFFF\""

    /// The width a block's lines may use inside `box`.
    static func innerWidth(of box: TextBox, canvas: PosterCanvas) -> Double {
        box.width * canvas.unit - 2 * padding(box.panel, canvas).horizontal
    }

    static func write(
        _ items: [Item], in box: TextBox, id: String, canvas: PosterCanvas, into out: inout String
    ) {
        guard !items.isEmpty else { return }
        let unit = canvas.unit
        let inner = innerWidth(of: box, canvas: canvas)
        let barHeight = unit * 0.022
        let barGap = unit * 0.014
        var contentWidth = 0.0
        var contentHeight = 0.0
        for item in items {
            switch item {
            case .line(let text, let size):
                contentWidth = max(
                    contentWidth, min(PosterTextMetrics.width(of: text, fontSize: size), inner))
                contentHeight += size * 1.2
            case .bar:
                contentWidth = inner
                contentHeight += barHeight + 2 * barGap
            }
        }
        let pad = padding(box.panel, canvas)
        let panelWidth = contentWidth + 2 * pad.horizontal
        let panelHeight = contentHeight + 2 * pad.vertical
        let boxLeft = box.x * canvas.width
        let boxWidth = box.width * unit
        let left: Double
        let textX: Double
        let anchor: String
        switch box.alignment {
        case .leading:
            left = boxLeft
            (textX, anchor) = (left + pad.horizontal, "start")
        case .centre:
            left = boxLeft + (boxWidth - panelWidth) / 2
            (textX, anchor) = (left + panelWidth / 2, "middle")
        case .trailing:
            left = boxLeft + boxWidth - panelWidth
            (textX, anchor) = (left + panelWidth - pad.horizontal, "end")
        }
        let top = box.anchor == .top ? box.y * canvas.height : box.y * canvas.height - panelHeight
        out += "<g id=\"\(id)\""
        if box.rotation != 0 {
            out +=
                " transform=\"rotate(\(n(box.rotation)) \(n(left + panelWidth / 2)) \(n(top + panelHeight / 2)))\""
        }
        out += ">\n"
        if let panel = box.panel {
            let radius =
                panel.isCapsule ? min(panelHeight / 2, unit * 0.05) : panel.cornerRadius * unit
            out +=
                "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(panelWidth))\" height=\"\(n(panelHeight))\""
                + " rx=\"\(n(radius))\" fill=\"\(panel.colour.hexString)\" fill-opacity=\"\(n(panel.opacity))\""
            if let stroke = panel.stroke {
                out += " stroke=\"\(stroke.hexString)\" stroke-width=\"\(n(unit * 0.004))\""
            }
            out += "/>\n"
        }
        var y = top + pad.vertical
        for item in items {
            switch item {
            case .line(let text, let size):
                out +=
                    "<text x=\"\(n(textX))\" y=\"\(n(y + size * 0.95))\" font-size=\"\(n(size))\""
                    + " text-anchor=\"\(anchor)\" \(fontAttributes)>\(XMLText.escape(text))</text>\n"
                y += size * 1.2
            case .bar(let fraction):
                let barLeft = left + pad.horizontal
                let filled = contentWidth * min(max(fraction, 0), 1)
                let geometry =
                    "y=\"\(n(y + barGap))\" height=\"\(n(barHeight))\" rx=\"\(n(barHeight / 2))\""
                out +=
                    "<rect x=\"\(n(barLeft))\" \(geometry) width=\"\(n(contentWidth))\" fill=\"#FFFFFF\" fill-opacity=\"0.3\"/>\n"
                if filled > 0 {
                    out +=
                        "<rect x=\"\(n(barLeft))\" \(geometry) width=\"\(n(filled))\" fill=\"#FFFFFF\"/>\n"
                }
                y += barHeight + 2 * barGap
            }
        }
        out += "</g>\n"
    }

    private static func padding(_ panel: TextPanel?, _ canvas: PosterCanvas) -> (
        horizontal: Double, vertical: Double
    ) {
        guard let panel else { return (0, 0) }
        return (canvas.unit * (panel.isCapsule ? 0.045 : 0.025), canvas.unit * 0.018)
    }

    private static func n(_ value: Double) -> String { SVGNumber.text(value) }
}
