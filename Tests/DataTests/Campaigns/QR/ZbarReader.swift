import Foundation
import Imaging
import Raster

@testable import CampaignsData

/// Runs zbar's `zbarimg` (Debian `zbar-tools`) on an image and returns the QR texts it finds:
/// the independent decoder the poster's QR codes are checked with.
enum ZbarReader {
    /// Why a zbar test is skipped.
    static let missingNote = "zbarimg is missing (apt-get install zbar-tools): QR not read back"

    /// The tool's path, or nil when it is not installed.
    static var path: String? { ExternalTool.path("zbarimg") }

    /// The QR texts in an image file's `bytes` (`suffix` names its type: png, pgm).
    static func texts(in bytes: [UInt8], suffix: String) throws -> [String] {
        guard let path else { return [] }
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("zbar-\(UUID().uuidString).\(suffix)")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let output = try ExternalTool.run(
            path, ["--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", url.path])
        return String(decoding: output, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// The QR texts in a poster image.
    static func texts(in image: RasterImage) throws -> [String] {
        try texts(in: PNGEncoder.encode(image), suffix: "png")
    }

    /// The symbol drawn black on white with its quiet zone, `scale` pixels to a module, as a
    /// binary PGM.
    static func pgm(of code: QRCode, pixelsPerModule scale: Int) -> [UInt8] {
        let side = (code.size + 2 * QRCode.quietZone) * scale
        var pixels = [UInt8](repeating: 255, count: side * side)
        for row in 0..<code.size {
            for column in 0..<code.size where code.isDark(column: column, row: row) {
                for dy in 0..<scale {
                    let y = (row + QRCode.quietZone) * scale + dy
                    let x = (column + QRCode.quietZone) * scale
                    for dx in 0..<scale { pixels[y * side + x + dx] = 0 }
                }
            }
        }
        return Array("P5\n\(side) \(side)\n255\n".utf8) + pixels
    }
}
