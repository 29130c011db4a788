extension JPEGDecoder {
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
