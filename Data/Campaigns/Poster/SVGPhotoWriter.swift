import CampaignsDomain

/// Writes the photo: placed in the template's frame (``PosterPhotoGeometry``), clipped to its
/// shape, zoomed and moved as the user set it, with the frame's border and shadow.
enum SVGPhotoWriter {
    static func definitions(_ frame: PhotoFrame, canvas: PosterCanvas) -> String {
        let size = frameSize(frame, canvas: canvas)
        var out =
            "<clipPath id=\"photo-clip\">\n\(shape(frame.shape, size, canvas))/>\n</clipPath>\n"
        if let border = frame.border, border.colours.count > 1 {
            out += "<linearGradient id=\"photo-border\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">\n"
            let last = Double(border.colours.count - 1)
            for (index, colour) in border.colours.enumerated() {
                out +=
                    "<stop offset=\"\(n(Double(index) / last))\" stop-color=\"\(colour.hexString)\"/>\n"
            }
            out += "</linearGradient>\n"
        }
        if frame.hasShadow {
            out +=
                "<filter id=\"photo-shadow\" x=\"-20%\" y=\"-20%\" width=\"140%\" height=\"140%\">\n"
                + "<feGaussianBlur stdDeviation=\"\(n(canvas.unit * 0.012))\"/>\n</filter>\n"
        }
        return out
    }

    /// The photo element with `dataURI` (`data:image/png;base64,…`) holding `photo`'s pixels,
    /// in the frame placed by `geometry`.
    static func write(
        _ photo: SVGEmbeddedPhoto, dataURI: String, geometry: PosterPhotoGeometry,
        frame: PhotoFrame, canvas: PosterCanvas, into out: inout String
    ) {
        let size = frameSize(frame, canvas: canvas)
        let (cx, cy) = (geometry.centreX, geometry.centreY)
        let (x, y) = (photo.x, photo.y)
        let (drawnWidth, drawnHeight) = (photo.width, photo.height)
        out +=
            "<g id=\"photo\" transform=\"translate(\(n(cx)) \(n(cy))) rotate(\(n(frame.rotation)))\">\n"
        if frame.hasShadow {
            out +=
                shape(frame.shape, size, canvas)
                + " transform=\"translate(0 \(n(canvas.unit * 0.01)))\" fill=\"#000000\""
                + " fill-opacity=\"0.35\" filter=\"url(#photo-shadow)\"/>\n"
        }
        out += "<g clip-path=\"url(#photo-clip)\">\n<image x=\"\(n(x))\" y=\"\(n(y))\" width=\""
        out +=
            "\(n(drawnWidth))\" height=\"\(n(drawnHeight))\" preserveAspectRatio=\"none\" xlink:href=\""
        out += dataURI
        out += "\"/>\n</g>\n"
        if let border = frame.border, let first = border.colours.first {
            let paint = border.colours.count > 1 ? "url(#photo-border)" : first.hexString
            out +=
                shape(frame.shape, size, canvas) + " fill=\"none\" stroke=\"\(paint)\""
                + " stroke-width=\"\(n(border.width * canvas.unit))\"/>\n"
        }
        out += "</g>\n"
    }

    private static func frameSize(_ frame: PhotoFrame, canvas: PosterCanvas) -> (
        width: Double, height: Double
    ) {
        (frame.width * canvas.unit, frame.fillsHeight ? canvas.height : frame.height * canvas.unit)
    }

    /// The frame's outline centred on the origin, as an unclosed element (callers add
    /// attributes and `/>`).
    private static func shape(
        _ shape: PhotoShape, _ size: (width: Double, height: Double), _ canvas: PosterCanvas
    ) -> String {
        let halfWidth = size.width / 2
        let halfHeight = size.height / 2
        switch shape {
        case .rectangle:
            return "<rect x=\"\(n(-halfWidth))\" y=\"\(n(-halfHeight))\" width=\"\(n(size.width))\""
                + " height=\"\(n(size.height))\""
        case .rounded(let cornerRadius):
            return "<rect x=\"\(n(-halfWidth))\" y=\"\(n(-halfHeight))\" width=\"\(n(size.width))\""
                + " height=\"\(n(size.height))\" rx=\"\(n(cornerRadius * canvas.unit))\""
        case .circle:
            return "<ellipse cx=\"0\" cy=\"0\" rx=\"\(n(halfWidth))\" ry=\"\(n(halfHeight))\""
        case .hexagon:
            let points = PosterPhotoGeometry.hexagon(halfWidth: halfWidth, halfHeight: halfHeight)
            return "<polygon points=\""
                + points.map { "\(n($0.0)),\(n($0.1))" }.joined(separator: " ")
                + "\""
        }
    }

    private static func n(_ value: Double) -> String { SVGNumber.text(value) }
}
