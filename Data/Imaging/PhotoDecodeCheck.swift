import Foundation

/// The decoder-based check for a campaign photo: a photo is accepted only when it decodes.
///
/// Header checks accept a file whose image data is cut short or unsupported (a CMYK or
/// arithmetic-coded JPEG, a 16-bit interlaced PNG with a bad CRC); this one decodes the
/// whole image, so what it accepts is exactly what the poster writer can draw. A JPEG is
/// decoded at 1/8 scale and a PNG at 1/16: every coefficient and every row is still read and
/// checked, but the pixels are not kept at full size.
public enum PhotoDecodeCheck {
    /// Nil when `bytes` decode as a PNG or JPEG photo, otherwise the sentence saying why
    /// not and what to do (from ``ImageDecodingError/message``).
    public static func problem(in bytes: Data) -> String? {
        do {
            _ = try ImageDecoder.decode([UInt8](bytes), covering: 1, 1)
            return nil
        } catch {
            return error.message
        }
    }

    /// Nil when `bytes` start like a PNG or JPEG, otherwise the sentence naming what they are
    /// and what to do: the part of ``problem(in:)`` that costs nothing, for a caller that
    /// decodes the photo straight after anyway.
    public static func formatProblem(in bytes: Data) -> String? {
        let start = [UInt8](bytes.prefix(8))
        guard !start.starts(with: PNGDecoder.signature), !start.starts(with: [0xFF, 0xD8, 0xFF])
        else { return nil }
        return problem(in: bytes)
    }
}
