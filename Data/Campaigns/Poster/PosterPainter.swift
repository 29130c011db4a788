import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import Raster

/// Paints a laid-out poster's parts onto a ``RasterCanvas``; `root` maps poster pixels to
/// the image's (a smaller image for a preview).
struct PosterPainter {
    var canvas: RasterCanvas
    let root: AffineTransform

    mutating func background(_ gradient: PosterGradient, canvas size: PosterCanvas) {
        let paint: RasterPaint
        switch gradient {
        case .linear(let start, let end, let stops):
            paint = .linear(start: point(start, size), end: point(end, size), stops: colours(stops))
        case .radial(let centre, let radius, let stops):
            paint = .radial(
                centre: point(centre, size), radius: radius * size.unit, stops: colours(stops))
        case .angular(let centre, let startAngle, let stops):
            paint = .conic(
                centre: point(centre, size), startAngle: startAngle, stops: colours(stops))
        }
        // NB: a canvas exactly the poster's size is covered whole: no 33 MB mask for it.
        if Double(canvas.image.width) == size.width * root.a,
            Double(canvas.image.height) == size.height * root.d, root.b == 0, root.c == 0,
            root.tx == 0, root.ty == 0
        {
            canvas.fillAll(paint: paint, paintTransform: root)
        } else {
            canvas.fill(
                .rectangle(x: 0, y: 0, width: size.width, height: size.height), transform: root,
                paint: paint)
        }
    }

    /// The soft shadow under the photo's frame, when the frame has one (it depends on the
    /// frame alone, so it can be drawn before the photo is decoded).
    mutating func photoShadow(
        frame: PhotoFrame, placement: PhotoPlacement, canvas size: PosterCanvas
    ) {
        guard frame.hasShadow else { return }
        let geometry = PosterPhotoGeometry(
            frame: frame, placement: placement, canvas: size, photoWidth: 1, photoHeight: 1)
        canvas.shadow(
            Self.shape(frame.shape, geometry, unit: size.unit),
            transform: AffineTransform.translation(x: 0, y: size.unit * 0.01)
                .concatenating(local(geometry)),
            blur: size.unit * 0.012 * root.a, dx: 0, dy: 0,
            colour: RasterColour(red: 0, green: 0, blue: 0, opacity: 0.35))
    }

    /// The photo clipped to its frame, and the frame's border; its shadow is
    /// ``photoShadow(frame:placement:canvas:)``.
    mutating func photo(
        _ picture: PosterPhoto, frame: PhotoFrame, placement: PhotoPlacement,
        canvas size: PosterCanvas
    ) {
        let geometry = PosterPhotoGeometry(
            frame: frame, placement: placement, canvas: size, photoWidth: picture.width,
            photoHeight: picture.height)
        let local = local(geometry)
        let shape = Self.shape(frame.shape, geometry, unit: size.unit)
        let kept = picture.placement(in: geometry)
        let placed = AffineTransform.scale(x: kept.scaleX, y: kept.scaleY)
            .concatenating(.translation(x: kept.x, y: kept.y))
        canvas.fill(shape, transform: local, paint: .image(picture.image, transform: placed))
        if let border = frame.border, let first = border.colours.first {
            let paint: RasterPaint =
                border.colours.count > 1
                ? .linear(
                    start: .init(x: -geometry.width / 2, y: -geometry.height / 2),
                    end: .init(x: geometry.width / 2, y: geometry.height / 2),
                    stops: border.colours.enumerated().map {
                        RasterGradientStop(
                            colour($0.element),
                            at: Double($0.offset) / Double(border.colours.count - 1))
                    })
                : .solid(colour(first))
            canvas.stroke(shape, width: border.width * size.unit, transform: local, paint: paint)
        }
    }

    private func local(_ geometry: PosterPhotoGeometry) -> AffineTransform {
        AffineTransform.rotation(degrees: geometry.rotation)
            .concatenating(.translation(x: geometry.centreX, y: geometry.centreY))
            .concatenating(root)
    }

    mutating func textBlock(_ block: PosterTextBlock?) {
        guard let block else { return }
        let transform = AffineTransform.rotation(
            degrees: block.rotation, aroundX: block.centre.x, y: block.centre.y
        ).concatenating(root)
        if let panel = block.panel {
            let outline = RasterPath.roundedRectangle(
                x: panel.rect.x, y: panel.rect.y, width: panel.rect.width,
                height: panel.rect.height, radius: panel.radius)
            canvas.fill(
                outline, transform: transform,
                paint: .solid(colour(panel.colour, opacity: panel.opacity)))
            if let stroke = panel.stroke {
                canvas.stroke(
                    outline, width: panel.strokeWidth, transform: transform,
                    paint: .solid(colour(stroke)))
            }
        }
        if let shaper = PosterFont.bold {
            for line in block.lines {
                let width = shaper.width(of: line.text, fontSize: line.fontSize)
                let left = line.left(width: width)
                canvas.fill(
                    shaper.path(line.text, fontSize: line.fontSize, x: left, y: line.baseline),
                    transform: transform, paint: .solid(.white))
            }
        }
        for bar in block.bars {
            let track = bar.track
            let radius = track.height / 2
            canvas.fill(
                .roundedRectangle(
                    x: track.x, y: track.y, width: track.width, height: track.height,
                    radius: radius), transform: transform,
                paint: .solid(RasterColour(red: 255, green: 255, blue: 255, opacity: 0.3)))
            if bar.filledWidth > 0 {
                canvas.fill(
                    .roundedRectangle(
                        x: track.x, y: track.y, width: bar.filledWidth, height: track.height,
                        radius: radius), transform: transform, paint: .solid(.white))
            }
        }
    }

    private static func shape(_ shape: PhotoShape, _ geometry: PosterPhotoGeometry, unit: Double)
        -> RasterPath
    {
        let halfWidth = geometry.width / 2
        let halfHeight = geometry.height / 2
        switch shape {
        case .rectangle:
            return .rectangle(
                x: -halfWidth, y: -halfHeight, width: geometry.width, height: geometry.height)
        case .rounded(let cornerRadius):
            return .roundedRectangle(
                x: -halfWidth, y: -halfHeight, width: geometry.width, height: geometry.height,
                radius: cornerRadius * unit)
        case .circle:
            return .ellipse(cx: 0, cy: 0, rx: halfWidth, ry: halfHeight)
        case .hexagon:
            return .polygon(
                PosterPhotoGeometry.hexagon(halfWidth: halfWidth, halfHeight: halfHeight).map {
                    RasterPoint(x: $0.0, y: $0.1)
                })
        }
    }

    private func point(_ point: UnitPoint, _ size: PosterCanvas) -> RasterPoint {
        RasterPoint(x: size.x(point), y: size.y(point))
    }

    private func colours(_ stops: [GradientStop]) -> [RasterGradientStop] {
        stops.map { RasterGradientStop(colour($0.colour), at: $0.location) }
    }

    private func colour(_ colour: RGBColour, opacity: Double = 1) -> RasterColour {
        RasterColour(red: colour.red, green: colour.green, blue: colour.blue, opacity: opacity)
    }
}
