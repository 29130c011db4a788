/// Reed–Solomon error correction over GF(256) as QR codes use it (ISO/IEC 18004 §7.5.2): the
/// field's reducing polynomial is x⁸ + x⁴ + x³ + x² + 1 and the generator's roots are α⁰ … αⁿ⁻¹.
enum QRReedSolomon {
    /// x⁸ + x⁴ + x³ + x² + 1, the field's reducing polynomial.
    static let fieldPolynomial = 0x11D

    /// The `count` error-correction codewords of `data`.
    static func errorCorrection(for data: [UInt8], count: Int) -> [UInt8] {
        let divisor = generator(degree: count)
        var remainder = [UInt8](repeating: 0, count: count)
        for byte in data {
            let factor = byte ^ remainder.removeFirst()
            remainder.append(0)
            for index in 0..<count { remainder[index] ^= multiply(divisor[index], factor) }
        }
        return remainder
    }

    /// The coefficients of ∏ (x − αⁱ) for i in 0..<degree, highest power first, without the
    /// leading 1.
    static func generator(degree: Int) -> [UInt8] {
        var coefficients = [UInt8](repeating: 0, count: degree)
        coefficients[degree - 1] = 1
        var root: UInt8 = 1
        for _ in 0..<degree {
            for index in 0..<degree {
                coefficients[index] = multiply(coefficients[index], root)
                if index + 1 < degree { coefficients[index] ^= coefficients[index + 1] }
            }
            root = multiply(root, 2)
        }
        return coefficients
    }

    /// The product of `a` and `b` in GF(256), by shift and add (Russian peasant).
    static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
        var product = 0
        for bit in (0..<8).reversed() {
            product = (product << 1) ^ ((product >> 7) * fieldPolynomial)
            product ^= ((Int(b) >> bit) & 1) * Int(a)
        }
        return UInt8(product)
    }
}
