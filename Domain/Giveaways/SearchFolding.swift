import Foundation

/// Folds text for search into UTF-8 bytes: lower case, accents removed, and every run of
/// punctuation and spaces (typographic apostrophes too) one space; symbols and emoji stay.
enum SearchFolding {
    /// The byte between folded words.
    static let space: UInt8 = 32

    /// Appends the folded `text` and one trailing space to `bytes`.
    static func append(_ text: String, to bytes: inout [UInt8]) {
        var needsSpace = false
        func emit<Bytes: Sequence>(_ folded: Bytes) where Bytes.Element == UInt8 {
            if needsSpace, let last = bytes.last, last != space { bytes.append(space) }
            needsSpace = false
            bytes.append(contentsOf: folded)
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                switch byte {
                case 0x41...0x5A: emit(CollectionOfOne(byte | 0x20))
                case 0x61...0x7A, 0x30...0x39: emit(CollectionOfOne(byte))
                default: needsSpace = true
                }
                continue
            }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control:
                break
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                .initialPunctuation, .finalPunctuation, .otherPunctuation, .spaceSeparator,
                .lineSeparator, .paragraphSeparator:
                needsSpace = true
            default:
                let base = String(scalar).lowercased().decomposedStringWithCanonicalMapping
                    .unicodeScalars.filter { !isMark($0) }
                emit(String(String.UnicodeScalarView(base)).utf8)
            }
        }
        if bytes.last != space { bytes.append(space) }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
