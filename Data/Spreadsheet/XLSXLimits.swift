/// Ceilings that keep a hostile workbook part from costing memory or time a real one never
/// needs, each far above what a spreadsheet program writes.
///
/// They are checked as a part is read; a part past one is refused with
/// ``XLSXError/overLimit(part:what:)``. The archive around the parts has its own
/// `ZipLimits` (sizes, ratios, entries).
public struct XLSXLimits: Equatable, Sendable {
    /// The most attributes one element may have.
    public var maxAttributesPerElement: Int
    /// The most bytes one token may take as written in a part (a tag with its attributes, a
    /// run of text, a comment, a CDATA section or a processing instruction), and the most
    /// bytes of one cell's or shared string's text once its runs are joined.
    public var maxValueBytes: Int
    /// How deep elements may nest.
    public var maxDepth: Int
    /// The most shared strings a workbook may have.
    public var maxSharedStrings: Int

    /// Creates limits; see the properties for what each one caps.
    public init(
        maxAttributesPerElement: Int, maxValueBytes: Int, maxDepth: Int, maxSharedStrings: Int
    ) {
        self.maxAttributesPerElement = maxAttributesPerElement
        self.maxValueBytes = maxValueBytes
        self.maxDepth = maxDepth
        self.maxSharedStrings = maxSharedStrings
    }

    /// 256 attributes an element, 1 MiB a token or a cell's text, 256 levels of elements,
    /// 8,388,608 shared strings.
    ///
    /// NB: why a real workbook never reaches them: its elements carry fewer than 30
    /// attributes (a root element's namespaces); Excel keeps at most 32,767 characters in a
    /// cell, which take at most 393,204 bytes however they are written (twelve bytes a
    /// character as `&#x0000FFFD;`); its parts nest about ten levels deep (libxml2 stops at
    /// 256); and Excel's 1,048,576 rows of persons shaped like the bundled workbook (seven
    /// distinct strings a person) hold 7.3 million strings.
    public static let standard = XLSXLimits(
        maxAttributesPerElement: 256, maxValueBytes: 1 << 20, maxDepth: 256,
        maxSharedStrings: 1 << 23)
}
