import CampaignsDomain
import Foundation

/// How tall a template's purpose block may grow: from its anchored edge into the free space
/// of its column, down (or up) to the next thing there: the photo's outline, the goal block
/// (as tall as it can be: label, amount, collected amount and bar) or the poster's margin.
///
/// Both poster writers and ``PosterPurposeFitting`` ask it through ``PurposeFit``, so the
/// warning and the poster agree. The QR code is not an obstacle: it is placed after the text.
enum PurposeRoom {
    /// The space kept between the purpose and what is next to it, and to the poster's edge,
    /// in poster pixels.
    static let gap = 30.0

    /// The height in poster pixels the purpose's block (panel included) may take.
    static func height(in layout: PosterLayout, canvas: PosterCanvas) -> Double {
        let box = layout.purpose
        let left = box.x * canvas.width
        let right = left + box.width * canvas.unit
        // NB: a tilted box rises by its width's sine across; that much of the room is lost.
        let tilt = box.width * canvas.unit * abs(sin(box.rotation * .pi / 180))
        let spans = obstacles(layout, canvas).compactMap { span(of: $0, from: left, to: right) }
        let edge = box.y * canvas.height
        switch box.anchor {
        case .top:
            var limit = canvas.height - gap
            for (top, bottom) in spans where bottom > edge {
                limit = min(limit, top >= edge ? top - gap : edge)
            }
            return max(limit - edge - tilt, 0)
        case .bottom:
            var limit = gap
            for (top, bottom) in spans where top < edge {
                limit = max(limit, bottom <= edge ? bottom + gap : edge)
            }
            return max(edge - limit - tilt, 0)
        }
    }

    /// The outlines of the photo and the goal block, as polygons in poster pixels.
    private static func obstacles(_ layout: PosterLayout, _ canvas: PosterCanvas) -> [[Point]] {
        let photo = PosterPhotoGeometry(
            frame: layout.photo, placement: .identity, canvas: canvas, photoWidth: 1,
            photoHeight: 1)
        var outlines = [outline(of: layout.photo.shape, photo)]
        // NB: a goal said on one line has no label line above the amount.
        let label: [PosterTextBlock.Item] =
            layout.goal.style == .labelAbove
            ? [.line("", fontSize: layout.goal.labelFontSize * canvas.unit)] : []
        let tallestGoal =
            label + [
                .line("", fontSize: layout.goal.box.fontSize * canvas.unit),
                .line("", fontSize: layout.goal.box.fontSize * canvas.unit * 0.65),
                .bar(fraction: 0),
            ]
        if let goal = PosterTextBlock(tallestGoal, in: layout.goal.box, canvas: canvas)?.bounds {
            outlines.append([
                Point(x: goal.x, y: goal.y), Point(x: goal.x + goal.width, y: goal.y),
                Point(x: goal.x + goal.width, y: goal.y + goal.height),
                Point(x: goal.x, y: goal.y + goal.height),
            ])
        }
        return outlines
    }

    private struct Point {
        var x: Double
        var y: Double
    }

    /// The photo frame's outline, turned and placed on the canvas.
    private static func outline(of shape: PhotoShape, _ photo: PosterPhotoGeometry) -> [Point] {
        let (halfWidth, halfHeight) = (photo.width / 2, photo.height / 2)
        let corners: [(Double, Double)]
        switch shape {
        case .rectangle, .rounded:
            corners = [
                (-halfWidth, -halfHeight), (halfWidth, -halfHeight), (halfWidth, halfHeight),
                (-halfWidth, halfHeight),
            ]
        case .circle:
            corners = (0..<32).map {
                let angle = Double($0) * .pi / 16
                return (halfWidth * cos(angle), halfHeight * sin(angle))
            }
        case .hexagon:
            corners = PosterPhotoGeometry.hexagon(halfWidth: halfWidth, halfHeight: halfHeight)
        }
        let radians = photo.rotation * .pi / 180
        let (cosine, sine) = (cos(radians), sin(radians))
        return corners.map { x, y in
            Point(
                x: photo.centreX + x * cosine - y * sine, y: photo.centreY + x * sine + y * cosine)
        }
    }

    /// The top and bottom of the part of `polygon` between `left` and `right`; nil when it
    /// lies wholly beside them.
    private static func span(of polygon: [Point], from left: Double, to right: Double) -> (
        top: Double, bottom: Double
    )? {
        var ys: [Double] = []
        for (index, start) in polygon.enumerated() {
            let end = polygon[(index + 1) % polygon.count]
            let (low, high) = (max(min(start.x, end.x), left), min(max(start.x, end.x), right))
            guard low <= high else { continue }
            for x in [low, high] {
                let run = end.x - start.x
                ys.append(run == 0 ? start.y : start.y + (end.y - start.y) * (x - start.x) / run)
            }
            if start.x == end.x { ys.append(end.y) }
        }
        guard let top = ys.min(), let bottom = ys.max() else { return nil }
        return (top, bottom)
    }
}
