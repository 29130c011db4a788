import CampaignsDomain
import CampaignsTestSupport
import CleanAppsTestSupport
import Foundation
import Testing

/// A photo is accepted only when it is a complete image.
@Suite struct ImageCompletenessTests {
    private let png = TestImages.png(width: 4, height: 3)
    private let jpeg = TestImages.jpegHeader(width: 4, height: 3)

    @Test func isComplete_wholeImages_areComplete() {
        #expect(ImageCompleteness.isComplete(png, format: .png))
        #expect(ImageCompleteness.isComplete(jpeg, format: .jpeg))
        #expect(ImageCompleteness.isComplete(jpeg + Foundation.Data([0, 0]), format: .jpeg))
    }

    /// Lengths to cut the PNG to; a negative one drops that many bytes from its end.
    @Test(arguments: [8 + 8 + 13 / 2, 33, 40, -1])
    func isComplete_truncatedPNG_isIncomplete(length: Int) {
        let cut = length < 0 ? png.dropLast(-length) : png.prefix(length)

        #expect(!ImageCompleteness.isComplete(Foundation.Data(cut), format: .png))
    }

    @Test func isComplete_jpegWithoutEOI_isIncomplete() {
        #expect(!ImageCompleteness.isComplete(jpeg.dropLast(2), format: .jpeg))
        #expect(!ImageCompleteness.isComplete(Foundation.Data([0xFF, 0xD9]), format: .jpeg))
    }

    /// Pixel and Samsung "motion photos" append an MP4 after the JPEG's EOI.
    @Test func isComplete_jpegFollowedByAnMP4_isComplete() {
        let mp4 =
            Foundation.Data([0, 0, 0, 24] + Array("ftypmp42".utf8) + [0, 0, 0, 0])
            + Foundation.Data(Array("isommp42".utf8) + [0, 0, 0x10, 0] + Array("mdat".utf8))

        #expect(ImageCompleteness.isComplete(jpeg + mp4, format: .jpeg))
    }

    @Test func isComplete_jpegCutInItsScanWithBytesThatAreNoMarker_isIncomplete() {
        let scan = Foundation.Data([0xFF, 0xDA, 0, 8, 1, 1, 0, 0, 63, 0, 0x12, 0xFF, 0x00, 0x34])

        #expect(!ImageCompleteness.isComplete(jpeg.dropLast(2) + scan, format: .jpeg))
    }

    @Test func validate_pngCutAfterHalfItsIHDR_isRefusedAsIncomplete() {
        let cut = Foundation.Data(png.prefix(33)) + Foundation.Data(repeating: 0, count: 8)
        let draft = CampaignDraft(
            purpose: "Дрон", targetText: "", jarLinkText: "",
            photo: .picked(bytes: cut, sourcePath: "/tmp/p.png"),
            templateID: TemplateID("blueLinear_center"), format: .square)

        #expect(throws: (any Error).self) { try CampaignValidator().validate(draft) }
    }
}
