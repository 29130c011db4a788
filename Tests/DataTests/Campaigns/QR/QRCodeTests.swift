import CampaignsDomain
import Foundation
import Testing

@testable import CampaignsData

/// The QR encoder against the standard's published numbers, and every version 1–10 read back
/// by an independent decoder (zbar's `zbarimg`, skipped with a note when it is missing).
@Suite struct QRCodeTests {
    /// ISO/IEC 18004 Annex I: "01234567" at 1-M, its 16 data codewords and 10 EC codewords.
    @Test func errorCorrection_standardsWorkedExample_matchesItsCodewords() {
        let data: [UInt8] = [
            0x10, 0x20, 0x0C, 0x56, 0x61, 0x80, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11, 0xEC, 0x11,
            0xEC, 0x11,
        ]

        let correction = QRReedSolomon.errorCorrection(for: data, count: 10)

        #expect(correction == [0xA5, 0x24, 0xD4, 0xC1, 0xED, 0x36, 0xC7, 0x87, 0x2C, 0x55])
    }

    /// The widely published "HELLO WORLD" 1-M example (alphanumeric data codewords).
    @Test func errorCorrection_helloWorldOneM_matchesThePublishedCodewords() {
        let data: [UInt8] = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]

        let correction = QRReedSolomon.errorCorrection(for: data, count: 10)

        #expect(correction == [196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
    }

    @Test func formatBits_levelMMaskZero_isTheStandardsString() {
        #expect(QRMatrix.formatBits(0b00_000) == 0b101_0100_0001_0010)
        #expect(QRMatrix.formatBits(0b00_101) == 0b100_0000_1100_1110)
    }

    @Test func dataCodewords_oneByte_areModeCountBytePaddingAndPads() {
        let codewords = QRCode.dataCodewords([0x41], version: QRVersion(1))

        #expect(Array(codewords.prefix(5)) == [0x40, 0x14, 0x10, 0xEC, 0x11])
        #expect(codewords.count == 16)
    }

    @Test(arguments: [(1, 1), (14, 1), (15, 2), (40, 3), (42, 3), (43, 4), (213, 10)])
    func init_byteCount_choosesTheSmallestVersionThatHoldsIt(count: Int, version: Int) throws {
        let code = try QRCode(bytes: [UInt8](repeating: 0x61, count: count))

        #expect(code.version == version)
        #expect(code.size == 17 + 4 * version)
    }

    @Test func init_moreThanVersionTenHolds_isRefused() {
        #expect(throws: QRCode.Failure.tooLong(bytes: 214)) {
            try QRCode(bytes: [UInt8](repeating: 0x61, count: 214))
        }
    }

    @Test func largestVersion_holdsWhatTheJarLinkCheckPromises() throws {
        let longest = try QRCode(bytes: [UInt8](repeating: 0x61, count: JarLink.maximumQRBytes))

        #expect(longest.version == QRVersion.supported.upperBound)
        #expect(throws: QRCode.Failure.self) {
            try QRCode(bytes: [UInt8](repeating: 0x61, count: JarLink.maximumQRBytes + 1))
        }
    }

    @Test func init_sameText_givesTheSameModules() throws {
        #expect(
            try QRCode("https://send.monobank.ua/jar/ABC")
                == QRCode("https://send.monobank.ua/jar/ABC"))
    }

    @Test(
        .enabled(if: ZbarReader.path != nil, .init(rawValue: ZbarReader.missingNote)),
        arguments: [1, 14, 20, 40, 60, 84, 106, 122, 152, 180, 213])
    func init_anyVersion_isReadBackByZbar(count: Int) throws {
        let alphabet = Array("https://send.monobank.ua/jar/Ab9-_~".utf8)
        let text = String(
            decoding: (0..<count).map { alphabet[($0 * 7) % alphabet.count] }, as: UTF8.self)
        let code = try QRCode(text)

        let decoded = try ZbarReader.texts(
            in: ZbarReader.pgm(of: code, pixelsPerModule: 4), suffix: "pgm")

        #expect(decoded == [text])
    }
}
