import CampaignsDomain
import Foundation
import Imaging
import Raster

/// Draws a campaign's poster as an SVG document at its format's size.
///
/// The poster holds the template's gradient, the photo (upright, at the pixel size it is drawn
/// at on the 2160 px poster, cut to its frame, as a base64 PNG data URI: `SVGEmbeddedPhoto`;
/// clipped to the template's shape and placed as the user set it), the
/// purpose wrapped into the template's box, the goal ("ціль збору:" + amount + " грн."), and,
/// beyond the original, the collected amount with a progress bar, or "Зібрано!" once the
/// campaign is finished, and the jar link's QR code (vector squares, one path) on a white
/// plate with its caption; the fixed words are in the campaign's language (``CampaignsDomain/PosterLabels``).
/// It is as large as the PNG (2160 px wide) and lays out in its pixels. All user text is
/// XML-escaped. The same input always gives the same text, byte for byte.
public struct PosterRenderer: Sendable {
    /// Stands for the photo's base64 text while the document is built; NUL never survives
    /// ``XMLText`` escaping, so it cannot come from user text.
    private static let payloadMarker: Character = "\u{0}"

    private let catalogue: TemplateCatalogue
    private let photoLoader: any PosterPhotoLoading

    /// Creates a renderer for the templates of `catalogue`, reading photos with `photoLoader`.
    public init(
        catalogue: TemplateCatalogue = .standard,
        photoLoader: any PosterPhotoLoading = DecodedPhotoLoader()
    ) {
        self.catalogue = catalogue
        self.photoLoader = photoLoader
    }

    /// The poster of `campaign` in its format, with `photo` the bytes of its photo.
    ///
    /// A campaign whose template id is unknown is drawn with the catalogue's first template.
    /// - Throws: the photo loader's error when `photo` cannot be read (for
    ///   ``DecodedPhotoLoader``, ``CampaignsDomain/CampaignsError/invalidFields(_:)`` with the
    ///   decoder's sentence).
    public func render(_ campaign: Campaign, photo: Data) throws -> String {
        guard let scene = PosterScene(campaign, catalogue: catalogue) else {
            throw CampaignsError.photoMissing
        }
        let canvas = scene.canvas
        let layout = scene.template.layout
        let crop = PosterPhotoCrop(
            frame: layout.photo, placement: campaign.placement, canvas: canvas,
            pixelsPerUnit: PNGPosterRenderer.posterScale)
        let picture = try photoLoader.photo(from: photo, for: crop)
        let geometry = PosterPhotoGeometry(
            frame: layout.photo, placement: campaign.placement, canvas: canvas,
            photoWidth: picture.width, photoHeight: picture.height)
        let embedded = SVGEmbeddedPhoto(picture, geometry: geometry)
        var out = ""
        out.reserveCapacity(64 * 1024)
        let width = SVGNumber.text(canvas.width)
        let height = SVGNumber.text(canvas.height)
        out += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\""
        out +=
            " version=\"1.1\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">\n"
        out += "<title>\(XMLText.escape(PosterScene.purposeText(campaign)))</title>\n<defs>\n"
        out += SVGBackgroundWriter.definitions(scene.template.gradient, canvas: canvas)
        out += SVGPhotoWriter.definitions(layout.photo, canvas: canvas)
        out += "</defs>\n"
        out += SVGBackgroundWriter.body(scene.template.gradient, canvas: canvas)
        SVGPhotoWriter.write(
            embedded, dataURI: "data:image/png;base64,\(Self.payloadMarker)", geometry: geometry,
            frame: layout.photo, canvas: canvas, into: &out)
        SVGTextBlockWriter.write(scene.purpose, id: "purpose", into: &out)
        SVGTextBlockWriter.write(scene.goal, id: "goal", into: &out)
        SVGQRWriter.write(scene.qr, into: &out)
        out += "</svg>\n"
        guard let marker = out.firstIndex(of: Self.payloadMarker) else { return out }
        return Base64Writer.document(
            prefix: String(out[..<marker]), payload: Data(embedded.png),
            suffix: String(out[out.index(after: marker)...]))
    }
}
