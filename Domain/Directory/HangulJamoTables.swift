/// Tables behind ``Hangul``: finals, compound splits, and conjoining → compatibility jamo.
enum HangulJamoTables {
    /// Compatibility jamo of the 28 finals; entry 0 (no final) is unused.
    static let finals: [UInt16] = [
        0, 0x3131, 0x3132, 0x3133, 0x3134, 0x3135, 0x3136, 0x3137, 0x3139, 0x313A, 0x313B,
        0x313C, 0x313D, 0x313E, 0x313F, 0x3140, 0x3141, 0x3142, 0x3144, 0x3145, 0x3146, 0x3147,
        0x3148, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    ]

    /// Compound letters and the keys typed for them.
    private static let compounds: [UInt16: (UInt16, UInt16)] = [
        0x3133: (0x3131, 0x3145), 0x3135: (0x3134, 0x3148), 0x3136: (0x3134, 0x314E),
        0x313A: (0x3139, 0x3131), 0x313B: (0x3139, 0x3141), 0x313C: (0x3139, 0x3142),
        0x313D: (0x3139, 0x3145), 0x313E: (0x3139, 0x314C), 0x313F: (0x3139, 0x314D),
        0x3140: (0x3139, 0x314E), 0x3144: (0x3142, 0x3145),
        0x3158: (0x3157, 0x314F), 0x3159: (0x3157, 0x3150), 0x315A: (0x3157, 0x3163),
        0x315D: (0x315C, 0x3153), 0x315E: (0x315C, 0x3154), 0x315F: (0x315C, 0x3163),
        0x3162: (0x3161, 0x3163),
    ]

    /// Appends a compatibility jamo, split into basic letters when it is a compound.
    static func appendBasic(_ unit: UInt16, to units: inout [UInt16]) {
        if let (first, second) = compounds[unit] {
            units.append(first)
            units.append(second)
        } else {
            units.append(unit)
        }
    }

    /// The compatibility form of a conjoining jamo (U+1100…U+11FF) that NFC left alone.
    static func compatibilityForm(of value: UInt32) -> UInt16? {
        switch value {
        case 0x1100...0x1112: return Hangul.initials[Int(value - 0x1100)]
        case 0x1161...0x1175: return 0x314F + UInt16(value - 0x1161)
        case 0x11A8...0x11C2: return finals[Int(value - 0x11A7)]
        default: return nil
        }
    }
}
