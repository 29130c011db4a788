import CampaignsDomain
import Foundation

/// Writes a template's gradient as SVG: linear and radial as native gradients, angular as a
/// fan of wedges.
///
/// NB: SVG has no conic gradient. The angular one is drawn as ``wedgeCount`` triangles from
/// the centre, each filled with the colour at its middle angle and overlapping the next by
/// half a degree so no hairline shows; 2° steps are finer than the eye notices on a poster.
enum SVGBackgroundWriter {
    static let wedgeCount = 180

    /// The `<defs>` content the background needs (empty for angular gradients).
    static func definitions(_ gradient: PosterGradient, canvas: PosterCanvas) -> String {
        switch gradient {
        case .linear(let start, let end, let stops):
            return "<linearGradient id=\"background\" gradientUnits=\"userSpaceOnUse\" x1=\""
                + "\(n(canvas.x(start)))\" y1=\"\(n(canvas.y(start)))\" x2=\"\(n(canvas.x(end)))\" "
                + "y2=\"\(n(canvas.y(end)))\">\n\(stopElements(stops))</linearGradient>\n"
        case .radial(let centre, let radius, let stops):
            return "<radialGradient id=\"background\" gradientUnits=\"userSpaceOnUse\" cx=\""
                + "\(n(canvas.x(centre)))\" cy=\"\(n(canvas.y(centre)))\" "
                + "r=\"\(n(radius * canvas.unit))\">\n\(stopElements(stops))</radialGradient>\n"
        case .angular:
            return ""
        }
    }

    /// The elements that paint the whole canvas.
    static func body(_ gradient: PosterGradient, canvas: PosterCanvas) -> String {
        let size = "width=\"\(n(canvas.width))\" height=\"\(n(canvas.height))\""
        guard case .angular(let centre, let startAngle, let stops) = gradient else {
            return "<rect x=\"0\" y=\"0\" \(size) fill=\"url(#background)\"/>\n"
        }
        let cx = canvas.x(centre)
        let cy = canvas.y(centre)
        let corners = [
            (0.0, 0.0), (canvas.width, 0), (0, canvas.height), (canvas.width, canvas.height),
        ]
        let radius =
            corners.map { hypot($0.0 - cx, $0.1 - cy) }.max().map { $0 + 8 } ?? canvas.width
        let step = 360 / Double(wedgeCount)
        var out = "<g id=\"background\">\n"
        for index in 0..<wedgeCount {
            let from = startAngle + Double(index) * step
            let to = from + step + (index == wedgeCount - 1 ? 0 : 0.5)
            let colour = colour(at: (Double(index) + 0.5) / Double(wedgeCount), stops: stops)
            out +=
                "<path d=\"M\(n(cx)) \(n(cy))L\(point(cx, cy, radius, from))"
                + "L\(point(cx, cy, radius, to))Z\" fill=\"\(colour.hexString)\"/>\n"
        }
        return out + "</g>\n"
    }

    /// The colour of a gradient at `location` (0…1), holding the end colours beyond the stops.
    static func colour(at location: Double, stops: [GradientStop]) -> RGBColour {
        guard let first = stops.first, let last = stops.last else { return .black }
        if location <= first.location { return first.colour }
        if location >= last.location { return last.colour }
        for (lower, upper) in zip(stops, stops.dropFirst()) where location <= upper.location {
            let span = upper.location - lower.location
            let t = span > 0 ? (location - lower.location) / span : 1
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
                UInt8(min(max((Double(a) + (Double(b) - Double(a)) * t).rounded(), 0), 255))
            }
            return RGBColour(
                red: mix(lower.colour.red, upper.colour.red),
                green: mix(lower.colour.green, upper.colour.green),
                blue: mix(lower.colour.blue, upper.colour.blue))
        }
        return last.colour
    }

    private static func stopElements(_ stops: [GradientStop]) -> String {
        stops.map {
            "<stop offset=\"\(n(min(max($0.location, 0), 1)))\" stop-color=\"\($0.colour.hexString)\"/>\n"
        }.joined()
    }

    private static func point(_ cx: Double, _ cy: Double, _ radius: Double, _ degrees: Double)
        -> String
    {
        let radians = degrees * .pi / 180
        return "\(n(cx + radius * cos(radians))) \(n(cy + radius * sin(radians)))"
    }

    private static func n(_ value: Double) -> String { SVGNumber.text(value) }
}
