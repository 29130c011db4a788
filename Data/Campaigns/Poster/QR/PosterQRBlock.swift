import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import Foundation

/// The jar's QR code as a poster draws it, in poster pixels (2160 a poster's width): a white
/// plate in a corner, the symbol with its quiet zone, and the caption under it.
///
/// The place is the template's free one: of the four corners, then eight steps down each
/// side, then the middles of the top and bottom edges, the first whose plate touches no text
/// and the least of the photo's subject (the middle of its frame) and frame.
struct PosterQRBlock: Equatable {
    /// The symbol's side with its quiet zone.
    static let symbolSide = 300.0
    /// The plate's width; the caption is set to fit it.
    static let plateWidth = 352.0
    /// The gap between the plate and the poster's edge.
    static let margin = 56.0
    /// The caption's largest font size.
    static let captionFontSize = 40.0
    /// The caption's least margin on each side of the plate.
    static let captionMargin = 16.0
    /// The plate's colour and the modules' and caption's (dark on light, whatever the
    /// background).
    static let plateColour = RGBColour(red: 255, green: 255, blue: 255)
    static let inkColour = RGBColour(red: 17, green: 17, blue: 17)

    let code: QRCode
    /// Said under the code, in two lines so it stays legible on the plate's width
    /// (``PosterLabels/qrCaption``).
    let captionLines: [String]
    let plate: PosterTextBlock.Rect
    /// The top-left of the symbol's first module (inside the quiet zone).
    let symbolX: Double
    let symbolY: Double
    let moduleSize: Double
    let captionFontSize: Double
    let captionX: Double
    /// The first caption line's baseline; the next is 1.2 font sizes below.
    let captionBaseline: Double

    /// The block for `campaign`'s jar link with `caption` under it, placed around the
    /// `text` blocks and the photo; nil without a link or for a link longer than a
    /// version-10 symbol holds.
    init?(
        _ campaign: Campaign, caption: [String], canvas: PosterCanvas,
        photo: PosterPhotoGeometry, text: [PosterTextBlock.Rect]
    ) {
        guard let link = campaign.jarLink, let code = try? QRCode(link.url.absoluteString) else {
            return nil
        }
        self.code = code
        captionLines = caption
        let captionWidth =
            caption.map {
                PosterTextMetrics.width(of: $0, fontSize: 1)
            }.max() ?? 1
        captionFontSize = min(
            Self.captionFontSize, (Self.plateWidth - 2 * Self.captionMargin) / captionWidth)
        let height = Self.symbolSide + captionFontSize * 2.6
        let plate = Self.place(
            width: Self.plateWidth, height: height, canvas: canvas, photo: photo, text: text)
        self.plate = plate
        moduleSize = Self.symbolSide / Double(code.size + 2 * QRCode.quietZone)
        symbolX = plate.x + (Self.plateWidth - Self.symbolSide) / 2 + 4 * moduleSize
        symbolY = plate.y + 4 * moduleSize
        captionX = plate.x + plate.width / 2
        captionBaseline = plate.y + Self.symbolSide + captionFontSize * 0.8
    }

    /// The first candidate that touches no text, scored by what it covers of the photo.
    private static func place(
        width: Double, height: Double, canvas: PosterCanvas, photo: PosterPhotoGeometry,
        text: [PosterTextBlock.Rect]
    ) -> PosterTextBlock.Rect {
        let (left, right) = (margin, canvas.width - margin - width)
        let (top, bottom) = (margin, canvas.height - margin - height)
        let middle = (canvas.width - width) / 2
        let sides = (1..<8).flatMap { step in
            let y = top + (bottom - top) * Double(step) / 8
            return [(right, y), (left, y)]
        }
        let candidates =
            ([(right, bottom), (left, bottom), (right, top), (left, top)] + sides
            + [(middle, bottom), (middle, top)])
            .map { PosterTextBlock.Rect(x: $0.0, y: $0.1, width: width, height: height) }
        let frame = bounds(of: photo)
        // NB: the subject: the middle half of the frame across, its upper three quarters.
        let subject = PosterTextBlock.Rect(
            x: frame.x + frame.width / 4, y: frame.y, width: frame.width / 2,
            height: frame.height * 0.75)
        func score(_ rect: PosterTextBlock.Rect) -> Double {
            let onText = text.reduce(0) { $0 + overlap(rect, $1) }
            return onText * 1_000 + overlap(rect, subject) * 10 + overlap(rect, frame)
        }
        return candidates.enumerated().min {
            (score($0.element), $0.offset) < (score($1.element), $1.offset)
        }?.element ?? candidates[0]
    }

    /// The upright bounding box of the photo's (possibly rotated) frame.
    static func bounds(of photo: PosterPhotoGeometry) -> PosterTextBlock.Rect {
        let radians = photo.rotation * .pi / 180
        let (cosine, sine) = (abs(cos(radians)), abs(sin(radians)))
        let width = photo.width * cosine + photo.height * sine
        let height = photo.width * sine + photo.height * cosine
        return PosterTextBlock.Rect(
            x: photo.centreX - width / 2, y: photo.centreY - height / 2, width: width,
            height: height)
    }

    /// The area two rectangles share.
    static func overlap(_ a: PosterTextBlock.Rect, _ b: PosterTextBlock.Rect) -> Double {
        let width = min(a.x + a.width, b.x + b.width) - max(a.x, b.x)
        let height = min(a.y + a.height, b.y + b.height) - max(a.y, b.y)
        return max(width, 0) * max(height, 0)
    }
}

extension PosterTextBlock {
    /// The upright box the block covers: its panel, or its lines and bars; rotation is
    /// allowed for by the box of the turned rectangle.
    var bounds: Rect? {
        var rects = bars.map(\.track)
        if let panel { rects.append(panel.rect) }
        for line in lines {
            let width = PosterTextMetrics.width(of: line.text, fontSize: line.fontSize)
            let left = line.left(width: width)
            rects.append(
                Rect(
                    x: left, y: line.baseline - line.fontSize, width: width,
                    height: line.fontSize * 1.25))
        }
        guard let first = rects.first else { return nil }
        var (minX, minY) = (first.x, first.y)
        var (maxX, maxY) = (first.x + first.width, first.y + first.height)
        for rect in rects.dropFirst() {
            (minX, minY) = (min(minX, rect.x), min(minY, rect.y))
            (maxX, maxY) = (max(maxX, rect.x + rect.width), max(maxY, rect.y + rect.height))
        }
        let radians = rotation * .pi / 180
        let (cosine, sine) = (abs(cos(radians)), abs(sin(radians)))
        let (width, height) = (maxX - minX, maxY - minY)
        let turnedWidth = width * cosine + height * sine
        let turnedHeight = width * sine + height * cosine
        let (centreX, centreY) = ((minX + maxX) / 2, (minY + maxY) / 2)
        return Rect(
            x: centreX - turnedWidth / 2, y: centreY - turnedHeight / 2, width: turnedWidth,
            height: turnedHeight)
    }
}
