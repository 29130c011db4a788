extension JPEGDecoder {
    /// Walks every marker from `position` (the first scan's data) to EOI without decoding,
    /// reading each scan header: refuses the file, before any scan is decoded, when it has
    /// more than ``ImageLimits/maximumJPEGScans`` scans or their Huffman work would pass
    /// ``ImageLimits/maximumCoefficientPasses`` per coefficient.
    ///
    /// NB: the walk only looks for `FF` bytes (a fraction of the time a scan takes to
    /// decode), so a scan bomb is refused in about the time it takes to read the file.
    func checkBudget(from position: Int, firstScan header: [UInt8]) throws(ImageDecodingError) {
        guard let frame else { return }
        var work = try scanWork(header, in: frame)
        var scans = 1
        var index = position
        while index + 1 < data.count {
            guard data[index] == 0xFF else {
                index += 1
                continue
            }
            let marker = data[index + 1]
            switch marker {
            case 0x00, 0xFF, 0x01, 0xD0...0xD7:
                index += marker == 0xFF ? 1 : 2
                continue
            case 0xD9: return
            default: break
            }
            guard index + 4 <= data.count else { return }
            let length = Int(data[index + 2]) << 8 | Int(data[index + 3])
            guard length >= 2, index + 2 + length <= data.count else { return }
            if marker == 0xDA {
                scans += 1
                guard scans <= ImageLimits.maximumJPEGScans else {
                    throw .unsupportedJPEG("more than \(ImageLimits.maximumJPEGScans) scans")
                }
                work += try scanWork(Array(data[index + 4..<index + 2 + length]), in: frame)
                guard work <= budget(of: frame) else { throw Self.overBudget }
            }
            index += 2 + length
        }
    }

    /// Why a file whose scans would decode some coefficients too often is refused.
    static let overBudget = ImageDecodingError.damaged(
        "its scans refine the same coefficients more often than JPEG allows")

    /// The most coefficient decodes the frame's scans may cost.
    func budget(of frame: JPEGFrame) -> Int {
        let blocks = frame.components.reduce(0) {
            $0 + $1.horizontal * $1.vertical * frame.mcusPerLine * frame.mcusPerColumn
        }
        return blocks * 64 * ImageLimits.maximumCoefficientPasses
    }

    /// The coefficient decodes one scan header asks for: its blocks times its band (64 for a
    /// sequential scan); a header that names no known component costs nothing here and is
    /// refused when the scan is read.
    func scanWork(_ header: [UInt8], in frame: JPEGFrame) throws(ImageDecodingError) -> Int {
        guard let count = header.first.map(Int.init), (1...4).contains(count),
            header.count >= 1 + count * 2 + 3
        else { return 0 }
        let components = (0..<count).compactMap { index in
            frame.components.first { $0.id == header[1 + index * 2] }
        }
        let start = Int(header[1 + count * 2])
        let end = Int(header[2 + count * 2])
        let band = frame.progressive ? max(end - start + 1, 1) : 64
        let blocks =
            components.count == 1
            ? components[0].usedBlocksPerLine * components[0].usedBlocksPerColumn
            : components.reduce(0) { $0 + $1.horizontal * $1.vertical }
                * frame.mcusPerLine * frame.mcusPerColumn
        return blocks * band
    }
}
