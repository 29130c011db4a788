/// Turns a decoded image upright according to its EXIF orientation value (1–8).
enum ImageOrientation {
    /// `image` transformed so that it displays upright; orientation 1 or an unknown value
    /// returns it unchanged. Values 5–8 swap width and height.
    static func upright(_ image: DecodedImage, orientation: Int) -> DecodedImage {
        guard (2...8).contains(orientation) else { return image }
        let width = image.width
        let height = image.height
        let swaps = orientation >= 5
        let outWidth = swaps ? height : width
        let outHeight = swaps ? width : height
        var output = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                for y in 0..<outHeight {
                    for x in 0..<outWidth {
                        let (sx, sy) = sourcePoint(x, y, orientation, width, height)
                        let from = (sy * width + sx) * 4
                        let to = (y * outWidth + x) * 4
                        target[to] = source[from]
                        target[to + 1] = source[from + 1]
                        target[to + 2] = source[from + 2]
                        target[to + 3] = source[from + 3]
                    }
                }
            }
        }
        return DecodedImage(width: outWidth, height: outHeight, pixels: output)
    }

    /// The stored pixel shown at (`x`, `y`) of the upright image, for a stored image of
    /// `width` × `height` (values other than 2–8 map every pixel to itself).
    static func sourcePoint(
        _ x: Int, _ y: Int, _ orientation: Int, _ width: Int, _ height: Int
    ) -> (Int, Int) {
        switch orientation {
        case 2: (width - 1 - x, y)  // mirrored
        case 3: (width - 1 - x, height - 1 - y)  // rotated 180°
        case 4: (x, height - 1 - y)  // flipped
        case 5: (y, x)  // transposed
        case 6: (y, height - 1 - x)  // stored rotated 90° counter-clockwise
        case 7: (width - 1 - y, height - 1 - x)  // transversed
        case 8: (width - 1 - y, x)  // stored rotated 90° clockwise
        default: (x, y)
        }
    }
}
