/// The scanner's quick path for the small elements that make up most of a worksheet and of
/// the shared strings: `<c r="A1" t="s"><v>7</v></c>`, `<c r="B2"/>` and
/// `<si><t xml:space="preserve">Name</t></si>`.
///
/// It reads such an element in one pass and offers it whole to the handler
/// (``XMLPartHandler/compactElement(_:attributes:inner:innerAttributes:text:)``); unless the
/// handler takes it so, it reports exactly the events the general path would (start, start,
/// text, end, end, each only while the handler has not stopped). It
/// takes only the shapes whose events it can be sure of: unprefixed names, attributes
/// separated by one space with `=` right after the name, plain values and text (no byte
/// below a space, no `&`), no whitespace inside the tags, no comment or CDATA, everything
/// within the limits and within the bytes at hand. Anything else, including every malformed
/// or cut input, is left untouched to the general path, which reads it and reports any
/// failure as it always has.
extension XMLScanner {
    /// Reads the compact element at `position` when it has one of the shapes above, moving
    /// past it; false (nothing read, nothing reported) otherwise.
    mutating func compactElement(_ handler: XMLPartHandler) -> Bool {
        let start = position
        // NB: only `c` and `si` are tried: elsewhere (rows, the sheet's frame) a try would
        // be work thrown away.
        guard !openEnds.isEmpty, openEnds.count + 1 < limits.maxDepth,
            let outer = compactName(at: start + 1, outerOnly: true)
        else { return false }
        var index = outer.upperBound
        attributes.reset(in: bytes)
        guard
            let outerEnd = Self.compactAttributes(
                in: bytes, limit: limits.maxAttributesPerElement, from: &index,
                into: &attributes, comparisons: &work)
        else { return false }
        guard index - start <= limits.maxValueBytes else { return false }
        let outerName = XMLName(bytes: UnsafeBufferPointer(rebasing: bytes[outer]))
        if outerEnd == .selfClosing {
            position = index
            compactElements += 1
            innerAttributes.reset(in: bytes)
            let whole = handler.compactElement(
                outerName, attributes: attributes, inner: nil, innerAttributes: innerAttributes,
                text: nil)
            guard !whole else { return true }
            handler.start(outerName, attributes: attributes)
            if !handler.isStopped { handler.end(outerName) }
            return true
        }
        // The one child, its text and the two end tags.
        guard byte(at: index) == Byte.lessThan,
            let inner = compactName(at: index + 1, outerOnly: false)
        else { return false }
        let innerStart = index
        index = inner.upperBound
        innerAttributes.reset(in: bytes)
        guard
            Self.compactAttributes(
                in: bytes, limit: limits.maxAttributesPerElement, from: &index,
                into: &innerAttributes, comparisons: &work) == .open,
            index - innerStart <= limits.maxValueBytes
        else { return false }
        let textStart = index
        guard let textEnd = bytes[textStart...].firstIndex(of: Byte.lessThan),
            textEnd - textStart <= limits.maxValueBytes, isPlain(textStart..<textEnd),
            let afterInner = endTag(at: textEnd, named: inner),
            let afterOuter = endTag(at: afterInner, named: outer)
        else { return false }
        position = afterOuter
        compactElements += 1
        let innerName = XMLName(bytes: UnsafeBufferPointer(rebasing: bytes[inner]))
        let whole = handler.compactElement(
            outerName, attributes: attributes, inner: innerName, innerAttributes: innerAttributes,
            text: UnsafeBufferPointer(rebasing: bytes[textStart..<textEnd]))
        guard !whole else { return true }
        handler.start(outerName, attributes: attributes)
        guard !handler.isStopped else { return true }
        handler.start(innerName, attributes: innerAttributes)
        if textEnd > textStart, !handler.isStopped {
            handler.characters(string(textStart..<textEnd))
        }
        if !handler.isStopped { handler.end(innerName) }
        if !handler.isStopped { handler.end(outerName) }
        return true
    }

    private enum TagEnd {
        case open, selfClosing
    }

    /// The unprefixed name of at most eight bytes at `index`, followed by a space, `>` or
    /// `/`, when it is `c` or `si` or `outerOnly` is false; else nil.
    private func compactName(at index: Int, outerOnly: Bool) -> Range<Int>? {
        guard let first = byte(at: index), Byte.startsName(first), first != Byte.colon else {
            return nil
        }
        var end = index + 1
        while let next = byte(at: end), Byte.continuesName(next) {
            guard next != Byte.colon else { return nil }
            end += 1
        }
        guard end - index <= 8, let after = byte(at: end),
            after == Byte.space || after == Byte.greaterThan || after == Byte.slash
        else { return nil }
        if outerOnly {
            let key = packedName(index..<end)
            // NB: "c" and "si" packed, the first byte lowest.
            guard key == 0x63 || key == 0x6973 else { return nil }
        }
        return index..<end
    }

    /// Reads ` name="value"` attributes of `bytes` from `index` up to the tag's end into
    /// `list` (at most `limit` of them), moving `index` past the tag; nil when the tag is not
    /// of the compact shape. `comparisons` grows by the names compared.
    private static func compactAttributes(
        in bytes: UnsafeBufferPointer<UInt8>, limit: Int, from index: inout Int,
        into list: inout XMLAttributes, comparisons: inout Int
    ) -> TagEnd? {
        func byte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
        while true {
            switch byte(at: index) {
            case Byte.greaterThan:
                index += 1
                return .open
            case Byte.slash:
                guard byte(at: index + 1) == Byte.greaterThan else { return nil }
                index += 2
                return .selfClosing
            case Byte.space:
                index += 1
                let nameStart = index
                guard let first = byte(at: index), Byte.startsName(first) else { return nil }
                index += 1
                while let next = byte(at: index), Byte.continuesName(next) { index += 1 }
                let name = nameStart..<index
                guard byte(at: index) == Byte.equals, let quote = byte(at: index + 1),
                    quote == Byte.quote || quote == Byte.apostrophe
                else { return nil }
                let valueStart = index + 2
                guard
                    let valueEnd = bytes[valueStart...].firstIndex(where: {
                        $0 == quote || $0 == Byte.lessThan
                    }),
                    bytes[valueEnd] == quote,
                    !bytes[valueStart..<valueEnd].contains(where: {
                        $0 < 0x20 || $0 == Byte.ampersand
                    }),
                    list.count < limit, !list.contains(name: name, comparisons: &comparisons)
                else { return nil }
                list.append(name: name, value: valueStart..<valueEnd, decoded: nil)
                index = valueEnd + 1
            default:
                return nil
            }
        }
    }

    /// Where `</name>` at `index` ends, when it is there exactly.
    private func endTag(at index: Int, named name: Range<Int>) -> Int? {
        let nameStart = index + 2
        let end = nameStart + name.count
        guard end < bytes.count, bytes[index] == Byte.lessThan, bytes[index + 1] == Byte.slash,
            bytes[end] == Byte.greaterThan
        else { return nil }
        for offset in 0..<name.count
        where bytes[nameStart + offset] != bytes[name.lowerBound + offset] {
            return nil
        }
        return end + 1
    }
}
