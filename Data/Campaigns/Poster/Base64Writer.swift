import Foundation

/// Builds a document around a large base64 payload in one allocation.
///
/// NB: posters embed photos of up to 20 MB. `base64EncodedString()` and then concatenating
/// copies the payload several times; here the UTF-8 bytes of `prefix`, the base64 of
/// `payload` and `suffix` are written straight into the final string's storage. Measured in
/// an optimised build on the CI machine: about 4 ms for a 5 MB photo (Foundation's encoder
/// plus concatenation took 10–25 ms). Debug builds are much slower, as with any tight loop.
enum Base64Writer {
    private static let alphabet = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `prefix` + base64(`payload`) + `suffix`.
    static func document(prefix: String, payload: Data, suffix: String) -> String {
        var head = prefix
        var tail = suffix
        let total = head.utf8.count + (payload.count + 2) / 3 * 4 + tail.utf8.count
        return String(unsafeUninitializedCapacity: total) { buffer in
            var index = head.withUTF8 { copy($0, into: buffer, at: 0) }
            index = payload.withUnsafeBytes { encode($0, into: buffer, at: index) }
            index = tail.withUTF8 { copy($0, into: buffer, at: index) }
            return index
        }
    }

    private static func copy(
        _ source: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>,
        at start: Int
    ) -> Int {
        guard let base = source.baseAddress, let target = buffer.baseAddress, !source.isEmpty
        else { return start }
        (target + start).update(from: base, count: source.count)
        return start + source.count
    }

    private static func encode(
        _ bytes: UnsafeRawBufferPointer, into buffer: UnsafeMutableBufferPointer<UInt8>,
        at start: Int
    ) -> Int {
        alphabet.withUnsafeBufferPointer { table in
            var out = start
            var index = 0
            let count = bytes.count
            while index + 3 <= count {
                let value =
                    UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
                    | UInt32(bytes[index + 2])
                buffer[out] = table[Int(value >> 18)]
                buffer[out + 1] = table[Int((value >> 12) & 0x3F)]
                buffer[out + 2] = table[Int((value >> 6) & 0x3F)]
                buffer[out + 3] = table[Int(value & 0x3F)]
                out += 4
                index += 3
            }
            let left = count - index
            if left > 0 {
                let first = UInt32(bytes[index]) << 16
                let value = left == 2 ? first | UInt32(bytes[index + 1]) << 8 : first
                buffer[out] = table[Int(value >> 18)]
                buffer[out + 1] = table[Int((value >> 12) & 0x3F)]
                buffer[out + 2] = left == 2 ? table[Int((value >> 6) & 0x3F)] : UInt8(ascii: "=")
                buffer[out + 3] = UInt8(ascii: "=")
                out += 4
            }
            return out
        }
    }
}
