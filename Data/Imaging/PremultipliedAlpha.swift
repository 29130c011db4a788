/// Conversions of premultiplied RGBA bytes (8 bits a channel), the layout of a drawing canvas,
/// to the straight alpha that PNG stores.
package enum PremultipliedAlpha {
    /// Writes `count` premultiplied RGBA pixels from `source` as straight RGBA at `output`
    /// (colour 0 where alpha is 0).
    package static func straighten(
        _ source: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>
    ) {
        for index in Swift.stride(from: 0, to: count * 4, by: 4) {
            let alpha = Int(source[index + 3])
            output[index + 3] = source[index + 3]
            if alpha == 255 {
                output[index] = source[index]
                output[index + 1] = source[index + 1]
                output[index + 2] = source[index + 2]
            } else if alpha == 0 {
                output[index] = 0
                output[index + 1] = 0
                output[index + 2] = 0
            } else {
                for channel in index..<(index + 3) {
                    output[channel] = UInt8(
                        min((Int(source[channel]) * 255 + alpha / 2) / alpha, 255))
                }
            }
        }
    }
}
