/// Decodes Punycode (RFC 3492), the ASCII form of internationalised domain labels
/// (`xn--3e0b707e` is 한국), so a Korean homepage can be shown as its owner wrote it.
public enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let maxValue = 0x10FFFF

    /// The Unicode text `encoded` stands for (without the `xn--` prefix), or nil when it is
    /// not valid Punycode.
    public static func decode(_ encoded: String) -> String? {
        let input = Array(encoded.unicodeScalars)
        guard input.allSatisfy(\.isASCII) else { return nil }
        var output: [Unicode.Scalar] = []
        var position = 0
        if let delimiter = input.lastIndex(of: "-") {
            output = Array(input[..<delimiter])
            position = delimiter + 1
        }
        var code = 0x80
        var index = 0
        var bias = 72
        while position < input.count {
            let oldIndex = index
            var weight = 1
            var k = base
            while true {
                guard position < input.count, let digit = digitValue(input[position]) else {
                    return nil
                }
                position += 1
                index += digit * weight
                let threshold = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if digit < threshold { break }
                weight *= base - threshold
                k += base
                guard index <= maxValue * 64, weight <= maxValue * 64 else { return nil }
            }
            let count = output.count + 1
            bias = adapt(index - oldIndex, count: count, isFirst: oldIndex == 0)
            code += index / count
            index %= count
            guard code <= maxValue, let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
            output.insert(scalar, at: index)
            index += 1
        }
        var text = ""
        text.unicodeScalars.append(contentsOf: output)
        return text
    }

    /// `host` with every `xn--` label decoded; a label that does not decode stays as it is.
    public static func displayHost(_ host: String) -> String {
        guard host.lowercased().contains("xn--") else { return host }
        return host.split(separator: ".", omittingEmptySubsequences: false).map { label in
            guard label.lowercased().hasPrefix("xn--"),
                let decoded = decode(String(label.dropFirst(4))), !decoded.isEmpty
            else { return String(label) }
            return decoded
        }.joined(separator: ".")
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x30...0x39: Int(scalar.value) - 0x30 + 26
        case 0x41...0x5A: Int(scalar.value) - 0x41
        case 0x61...0x7A: Int(scalar.value) - 0x61
        default: nil
        }
    }

    private static func adapt(_ delta: Int, count: Int, isFirst: Bool) -> Int {
        var delta = isFirst ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }
}
