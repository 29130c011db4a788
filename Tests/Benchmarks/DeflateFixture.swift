import CleanAppsTestSupport
import Foundation

/// A large raw-deflate stream and its size once inflated, made at run time.
struct DeflateFixture {
    var compressed: [UInt8]
    var inflatedSize: Int
    var method: String

    /// Sheet-like XML text; compressed with python's zlib when available, else stored blocks.
    static func make(megabytes: Int, in folder: URL) -> DeflateFixture {
        let plain = sheetText(bytes: megabytes * 1_048_576)
        let source = folder.appendingPathComponent("inflate-plain.bin")
        let target = folder.appendingPathComponent("inflate-deflated.bin")
        if (try? Data(plain).write(to: source)) != nil {
            let program =
                "import sys,zlib;c=zlib.compressobj(6,zlib.DEFLATED,-15);"
                + "d=open(sys.argv[1],'rb').read();"
                + "open(sys.argv[2],'wb').write(c.compress(d)+c.flush())"
            let python = ChildProcess(
                executable: "/usr/bin/python3",
                arguments: ["-c", program, source.path, target.path])
            if let outcome = try? python.run(), outcome.status == 0,
                let data = try? Data(contentsOf: target)
            {
                return DeflateFixture(
                    compressed: Array(data), inflatedSize: plain.count, method: "zlib level 6")
            }
        }
        return DeflateFixture(
            compressed: storedBlocks(plain), inflatedSize: plain.count, method: "stored blocks")
    }

    private static func sheetText(bytes: Int) -> [UInt8] {
        var random = SeededGenerator(seed: 99)
        var text: [UInt8] = []
        text.reserveCapacity(bytes + 256)
        let columns = Array("BCDEFGHI")
        var row = 3
        while text.count < bytes {
            let cells = columns.map { column in
                "<c r=\"\(column)\(row)\" t=\"s\"><v>"
                    + "\(Int.random(in: 0...40_000, using: &random))</v></c>"
            }
            text.append(contentsOf: "<row r=\"\(row)\">\(cells.joined())</row>".utf8)
            row += 1
        }
        return text
    }

    private static func storedBlocks(_ plain: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var offset = 0
        repeat {
            let length = min(65_535, plain.count - offset)
            let isFinal = offset + length == plain.count
            out.append(isFinal ? 1 : 0)
            out += [UInt8(length & 0xFF), UInt8(length >> 8)]
            out += [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)]
            out += plain[offset..<offset + length]
            offset += length
        } while offset < plain.count
        return out
    }
}
