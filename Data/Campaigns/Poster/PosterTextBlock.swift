import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore

/// A text box laid out once, in canvas pixels, for both poster writers: the panel behind it,
/// each line's anchor point and baseline, the progress bar, and the rotation.
struct PosterTextBlock: Equatable {
    /// One row of a block, before layout.
    enum Item: Equatable {
        /// A line of display text (not yet escaped) at a font size in pixels.
        case line(String, fontSize: Double)
        /// A progress bar filled to `fraction` (0…1).
        case bar(fraction: Double)
    }

    struct Rect: Equatable {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
    }

    struct Panel: Equatable {
        var rect: Rect
        var radius: Double
        var colour: RGBColour
        var opacity: Double
        var stroke: RGBColour?
        var strokeWidth: Double
    }

    /// A line: `x` is its left, centre or right end as `alignment` says; `baseline` its y.
    struct Line: Equatable {
        var text: String
        var fontSize: Double
        var x: Double
        var baseline: Double
        var alignment: TextAlignment

        /// The left end of the line when it is `width` wide.
        func left(width: Double) -> Double {
            switch alignment {
            case .leading: x
            case .centre: x - width / 2
            case .trailing: x - width
            }
        }
    }

    struct Bar: Equatable {
        var track: Rect
        var filledWidth: Double
    }

    var panel: Panel?
    var lines: [Line] = []
    var bars: [Bar] = []
    /// Clockwise degrees around ``centre``.
    var rotation: Double
    var centre: (x: Double, y: Double)

    static func == (lhs: PosterTextBlock, rhs: PosterTextBlock) -> Bool {
        lhs.panel == rhs.panel && lhs.lines == rhs.lines && lhs.bars == rhs.bars
            && lhs.rotation == rhs.rotation && lhs.centre == rhs.centre
    }

    /// A line's height as a share of its font size.
    static let lineHeight = 1.2

    /// The width a block's lines may use inside `box`.
    static func innerWidth(of box: TextBox, canvas: PosterCanvas) -> Double {
        box.width * canvas.unit - 2 * padding(box.panel, canvas).horizontal
    }

    /// Lays `items` out in `box`; nil when there is nothing to draw.
    init?(_ items: [Item], in box: TextBox, canvas: PosterCanvas) {
        guard !items.isEmpty else { return nil }
        let unit = canvas.unit
        let inner = Self.innerWidth(of: box, canvas: canvas)
        let barHeight = unit * 0.022
        let barGap = unit * 0.014
        var contentWidth = 0.0
        var contentHeight = 0.0
        for item in items {
            switch item {
            case .line(let text, let size):
                contentWidth = max(
                    contentWidth, min(PosterTextMetrics.width(of: text, fontSize: size), inner))
                contentHeight += size * Self.lineHeight
            case .bar:
                contentWidth = inner
                contentHeight += barHeight + 2 * barGap
            }
        }
        let pad = Self.padding(box.panel, canvas)
        let panelWidth = contentWidth + 2 * pad.horizontal
        let panelHeight = contentHeight + 2 * pad.vertical
        let boxLeft = box.x * canvas.width
        let boxWidth = box.width * unit
        let left: Double
        let textX: Double
        switch box.alignment {
        case .leading:
            left = boxLeft
            textX = left + pad.horizontal
        case .centre:
            left = boxLeft + (boxWidth - panelWidth) / 2
            textX = left + panelWidth / 2
        case .trailing:
            left = boxLeft + boxWidth - panelWidth
            textX = left + panelWidth - pad.horizontal
        }
        let top = box.anchor == .top ? box.y * canvas.height : box.y * canvas.height - panelHeight
        rotation = box.rotation
        centre = (left + panelWidth / 2, top + panelHeight / 2)
        if let panel = box.panel {
            do {
                self.panel = Panel(
                    rect: Rect(x: left, y: top, width: panelWidth, height: panelHeight),
                    radius: panel.isCapsule
                        ? min(panelHeight / 2, unit * 0.05) : panel.cornerRadius * unit,
                    colour: panel.colour, opacity: panel.opacity, stroke: panel.stroke,
                    strokeWidth: unit * 0.004)
            }
        }
        var y = top + pad.vertical
        for item in items {
            switch item {
            case .line(let text, let size):
                lines.append(
                    Line(
                        text: text, fontSize: size, x: textX, baseline: y + size * 0.95,
                        alignment: box.alignment))
                y += size * Self.lineHeight
            case .bar(let fraction):
                bars.append(
                    Bar(
                        track: Rect(
                            x: left + pad.horizontal, y: y + barGap, width: contentWidth,
                            height: barHeight),
                        filledWidth: contentWidth * min(max(fraction, 0), 1)))
                y += barHeight + 2 * barGap
            }
        }
    }

    /// The space between a panel's edges and its text, across and down.
    static func padding(_ panel: TextPanel?, _ canvas: PosterCanvas) -> (
        horizontal: Double, vertical: Double
    ) {
        guard let panel else { return (0, 0) }
        return (canvas.unit * (panel.isCapsule ? 0.045 : 0.025), canvas.unit * 0.018)
    }
}
