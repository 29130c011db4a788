import Imaging

extension PNGEncoder {
    /// The PNG file of `image` (see ``PNGEncoder/encode(width:height:premultipliedRGBA:)``).
    public static func encode(_ image: RasterImage) -> [UInt8] {
        encode(width: image.width, height: image.height, premultipliedRGBA: image.pixels)
    }

    /// The filtered rows of `image` before compression, and the channel count (3 or 4).
    public static func filteredRows(_ image: RasterImage) -> (rows: [UInt8], channels: Int) {
        filteredRows(width: image.width, height: image.height, premultipliedRGBA: image.pixels)
    }
}
