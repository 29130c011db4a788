import ArchiveKit
import CleanAppsTestSupport
import Foundation

@testable import ImagingKit

/// Photos generated for property tests: PNGs of every colour type, depth and interlacing
/// written here (each row with a seeded filter), and JPEGs of every kind made by `cjpeg`
/// (Debian `libjpeg-turbo-progs`; nil without it), both optionally with an EXIF orientation.
/// The picture is smooth gradients with seeded noise and hard edges, so every filter, run
/// length and coefficient band occurs.
enum GeneratedPhotos {
    /// A PNG's colour type and bit depth.
    struct PNGKind: CustomStringConvertible {
        let colourType: UInt8
        let depth: Int
        var description: String { "type \(colourType) depth \(depth)" }

        static let all: [PNGKind] = [
            PNGKind(colourType: 0, depth: 1), PNGKind(colourType: 0, depth: 8),
            PNGKind(colourType: 0, depth: 16), PNGKind(colourType: 2, depth: 8),
            PNGKind(colourType: 2, depth: 16), PNGKind(colourType: 3, depth: 2),
            PNGKind(colourType: 3, depth: 8), PNGKind(colourType: 4, depth: 8),
            PNGKind(colourType: 6, depth: 8), PNGKind(colourType: 6, depth: 16),
        ]

        var channels: Int { [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colourType] ?? 1 }
    }

    /// A JPEG's coding: progressive or baseline, chroma sampling, restart interval.
    struct JPEGKind: CustomStringConvertible {
        let progressive: Bool
        /// `cjpeg -sample` (2x2 for 4:2:0, 1x1 for 4:4:4, 2x1 for 4:2:2), or nil for grey.
        let sampling: String?
        let restartBlocks: Int?
        var description: String {
            "\(progressive ? "progressive" : "baseline") \(sampling ?? "grey")"
                + (restartBlocks.map { " restart \($0)" } ?? "")
        }

        static let all: [JPEGKind] = [
            JPEGKind(progressive: false, sampling: "2x2", restartBlocks: nil),
            JPEGKind(progressive: true, sampling: "2x2", restartBlocks: nil),
            JPEGKind(progressive: false, sampling: "1x1", restartBlocks: 7),
            JPEGKind(progressive: true, sampling: "1x1", restartBlocks: nil),
            JPEGKind(progressive: true, sampling: "2x1", restartBlocks: 5),
            JPEGKind(progressive: false, sampling: nil, restartBlocks: nil),
            JPEGKind(progressive: true, sampling: nil, restartBlocks: 3),
        ]
    }

    /// The value (0–255) of channel `channel` of the picture at `x`, `y`.
    static func sample(
        _ x: Int, _ y: Int, _ channel: Int, _ width: Int, _ height: Int, seed: UInt64
    )
        -> Int
    {
        var noise = SeededGenerator(seed: seed &+ UInt64(y * 7_919 + x) &* 31 &+ UInt64(channel))
        let ramp = [
            x * 255 / max(width, 1), y * 255 / max(height, 1),
            (x + y) * 127 / max(width + height, 1), 255 - x * 200 / max(width, 1),
        ][channel % 4]
        let edge = (x / 13 + y / 17) % 3 == 0 ? 60 : 0
        return min(max(ramp + edge + Int(noise.next() % 31) - 15, 0), 255)
    }

    /// A `width` × `height` PNG of `kind`, Adam7-interlaced or not, with an `eXIf` chunk
    /// giving `orientation` when it is not 1.
    static func png(
        width: Int, height: Int, kind: PNGKind, interlaced: Bool, orientation: Int = 1,
        seed: UInt64
    ) -> [UInt8] {
        var filters = SeededGenerator(seed: seed ^ 0xF1)
        var raw: [UInt8] = []
        for pass in passes(interlaced: interlaced) {
            let columns = Array(stride(from: pass.x, to: width, by: pass.dx))
            let rows = Array(stride(from: pass.y, to: height, by: pass.dy))
            guard !columns.isEmpty, !rows.isEmpty else { continue }
            var previous: [UInt8]?
            for y in rows {
                let row = packedRow(
                    y: y, columns: columns, width: width, height: height, kind: kind, seed: seed)
                let filter = UInt8(filters.next() % 5)
                raw.append(filter)
                raw += filtered(
                    row, filter: filter, previous: previous,
                    stride: max(1, kind.channels * kind.depth / 8))
                previous = row
            }
        }
        var header = bigEndian(width) + bigEndian(height)
        header += [UInt8(kind.depth), kind.colourType, 0, 0, interlaced ? 1 : 0]
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += chunk("IHDR", header)
        if kind.colourType == 3 {
            let entries = 1 << kind.depth
            bytes += chunk("PLTE", (0..<entries * 3).map { UInt8(($0 * 37 + 11) % 256) })
        }
        if orientation != 1 { bytes += chunk("eXIf", tiff(orientation: orientation)) }
        bytes += chunk("IDAT", ZlibStream.compress(raw))
        return bytes + chunk("IEND", [])
    }

    /// A `width` × `height` JPEG of `kind` at quality 90 made by `cjpeg` (with the scan
    /// script `scans` in `cjpeg -scans` form, when given), with an APP1 EXIF segment giving
    /// `orientation` when it is not 1; nil when `cjpeg` is not installed.
    static func jpeg(
        width: Int, height: Int, kind: JPEGKind, orientation: Int = 1, seed: UInt64,
        scans: String? = nil
    ) throws -> [UInt8]? {
        guard
            let cjpeg = ["/usr/bin/cjpeg", "/usr/local/bin/cjpeg"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { return nil }
        let channels = kind.sampling == nil ? 1 : 3
        var picture = Array("P\(channels == 1 ? 5 : 6)\n\(width) \(height)\n255\n".utf8)
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<channels {
                    picture.append(UInt8(sample(x, y, channel, width, height, seed: seed)))
                }
            }
        }
        let input = FileManager.default.temporaryDirectory
            .appendingPathComponent("generated-\(UUID().uuidString).pnm")
        try Data(picture).write(to: input)
        defer { try? FileManager.default.removeItem(at: input) }
        var arguments = ["-quality", "90"]
        if kind.progressive { arguments.append("-progressive") }
        if let sampling = kind.sampling { arguments += ["-sample", sampling] }
        if let blocks = kind.restartBlocks { arguments += ["-restart", "\(blocks)B"] }
        let script = input.appendingPathExtension("scans")
        defer { try? FileManager.default.removeItem(at: script) }
        if let scans {
            try Data(scans.utf8).write(to: script)
            arguments += ["-scans", script.path]
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: cjpeg)
        process.arguments = arguments + [input.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = [UInt8](pipe.fileHandleForReading.readDataToEndOfFile())
        process.waitUntilExit()
        guard orientation != 1 else { return output }
        let payload = Array("Exif".utf8) + [0, 0] + tiff(orientation: orientation)
        let length = payload.count + 2
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
            + output.dropFirst(2)
    }

    /// A big-endian TIFF block whose first IFD holds only the orientation tag.
    static func tiff(orientation: Int) -> [UInt8] {
        Array("MM".utf8) + [0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1]
            + [0, UInt8(orientation), 0, 0] + [0, 0, 0, 0]
    }

    private static func passes(interlaced: Bool) -> [(x: Int, y: Int, dx: Int, dy: Int)] {
        guard interlaced else { return [(0, 0, 1, 1)] }
        return [
            (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
            (0, 1, 1, 2),
        ]
    }

    /// The samples of `columns` of row `y`, packed at the kind's depth.
    private static func packedRow(
        y: Int, columns: [Int], width: Int, height: Int, kind: PNGKind, seed: UInt64
    ) -> [UInt8] {
        var values: [Int] = []
        for x in columns {
            for channel in 0..<kind.channels {
                let value = sample(x, y, channel, width, height, seed: seed)
                switch kind.depth {
                case 16: values.append((value * 257) ^ ((x * 31 + y) & 0xFF))
                default: values.append(value >> (8 - kind.depth))
                }
            }
        }
        guard kind.depth < 8 else {
            return kind.depth == 8
                ? values.map { UInt8($0) } : values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        }
        var bytes = [UInt8](repeating: 0, count: (values.count * kind.depth + 7) / 8)
        for (index, value) in values.enumerated() {
            let bit = index * kind.depth
            bytes[bit / 8] |= UInt8(value << (8 - kind.depth - bit % 8))
        }
        return bytes
    }

    /// `row` filtered with PNG filter `filter` against the unfiltered `previous` row.
    private static func filtered(_ row: [UInt8], filter: UInt8, previous: [UInt8]?, stride: Int)
        -> [UInt8]
    {
        let up = previous ?? [UInt8](repeating: 0, count: row.count)
        return row.indices.map { index in
            let left = index >= stride ? Int(row[index - stride]) : 0
            let above = Int(up[index])
            let upLeft = index >= stride ? Int(up[index - stride]) : 0
            let predicted: Int
            switch filter {
            case 1: predicted = left
            case 2: predicted = above
            case 3: predicted = (left + above) / 2
            case 4: predicted = PNGPaeth.predict(left, above, upLeft)
            default: predicted = 0
            }
            return UInt8(truncatingIfNeeded: Int(row[index]) - predicted)
        }
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(data.count) + body + bigEndian(Int(CRC32.checksum(body)))
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        [
            UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
            UInt8(value & 0xFF),
        ]
    }
}
