/// Finds the orientation tag (0x0112) in the first IFD of an EXIF (TIFF-structured) block.
///
/// Every offset is checked against the block; anything malformed or missing means 1
/// (upright), so a damaged EXIF block never stops a photo from decoding.
enum ExifOrientationReader {
    /// The orientation (1–8) in `tiff`, which starts with the `II*\0` or `MM\0*` header.
    static func orientation(tiff: ArraySlice<UInt8>) -> Int {
        let bytes = Array(tiff)
        guard bytes.count >= 8 else { return 1 }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return 1
        }
        func read(_ offset: Int, _ width: Int) -> Int? {
            guard offset >= 0, offset + width <= bytes.count else { return nil }
            var value = 0
            for index in 0..<width {
                let byte = Int(bytes[offset + (littleEndian ? width - 1 - index : index)])
                value = value << 8 | byte
            }
            return value
        }
        guard read(2, 2) == 42, let directory = read(4, 4), let count = read(directory, 2) else {
            return 1
        }
        for entry in 0..<min(count, 1_000) {
            let start = directory + 2 + entry * 12
            guard let tag = read(start, 2) else { return 1 }
            guard tag == 0x0112 else { continue }
            guard read(start + 2, 2) == 3, let value = read(start + 8, 2), (1...8).contains(value)
            else { return 1 }
            return value
        }
        return 1
    }

    /// The orientation in a JPEG APP1 segment's payload (`Exif\0\0` then TIFF), or nil when
    /// the segment is not EXIF.
    static func orientation(app1: ArraySlice<UInt8>) -> Int? {
        let exifHeader: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00]
        guard app1.count >= 6, app1.prefix(6).elementsEqual(exifHeader) else { return nil }
        return orientation(tiff: app1.dropFirst(6))
    }
}
