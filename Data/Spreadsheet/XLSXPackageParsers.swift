/// Reads `[Content_Types].xml`: the part names of the main workbook content types.
final class XLSXContentTypesParser: XMLPartHandler {
    /// Part names (without the leading "/") whose content type is a workbook's main part.
    private(set) var workbookParts: [String] = []

    override func start(_ name: XMLName, attributes: XMLAttributes) {
        guard name == "Override", let part = attributes.attribute("PartName"),
            let type = attributes.attribute("ContentType")
        else { return }
        // NB: .xlsx is "…spreadsheetml.sheet.main+xml"; .xlsm and templates use variants.
        if type.hasSuffix(".main+xml"), type.contains("sheet") || type.contains("template") {
            workbookParts.append(XLSXPath.resolve(part, relativeTo: ""))
        }
    }
}

/// Reads a relationships part (`*.rels`): id → (type, target part).
final class XLSXRelationshipsParser: XMLPartHandler {
    /// One relationship.
    struct Relationship {
        let type: String
        let target: String
        let isExternal: Bool
    }

    private(set) var relationships: [String: Relationship] = [:]

    override func start(_ name: XMLName, attributes: XMLAttributes) {
        guard name == "Relationship", let id = attributes.attribute("Id"),
            let target = attributes.attribute("Target")
        else { return }
        relationships[id] = Relationship(
            type: attributes.attribute("Type") ?? "", target: target,
            isExternal: attributes.attribute("TargetMode") == "External")
    }
}

/// Reads the workbook part: the sheets in workbook order with their relationship ids.
final class XLSXWorkbookPartParser: XMLPartHandler {
    /// One `<sheet>` entry.
    struct Sheet {
        let name: String
        let relationshipID: String
    }

    private(set) var sheets: [Sheet] = []

    override func start(_ name: XMLName, attributes: XMLAttributes) {
        guard name == "sheet", let sheetName = attributes.attribute("name"),
            let id = attributes.attribute("id")
        else { return }
        sheets.append(Sheet(name: sheetName, relationshipID: id))
    }
}

/// Resolves relationship targets to archive entry names.
enum XLSXPath {
    /// `target` resolved against the folder `base` ("xl/"); a leading "/" means the package
    /// root; "." and ".." segments are applied (never climbing above the root).
    static func resolve(_ target: String, relativeTo base: String) -> String {
        let joined = target.hasPrefix("/") ? target : base + target
        var segments: [Substring] = []
        for segment in joined.split(separator: "/") {
            switch segment {
            case ".": continue
            case "..": _ = segments.popLast()
            default: segments.append(segment)
            }
        }
        return segments.joined(separator: "/")
    }

    /// The folder of a part, with a trailing "/": "xl/workbook.xml" → "xl/".
    static func folder(of part: String) -> String {
        guard let slash = part.lastIndex(of: "/") else { return "" }
        return String(part[...slash])
    }

    /// The relationships part of a part: "xl/workbook.xml" → "xl/_rels/workbook.xml.rels".
    static func relationships(of part: String) -> String {
        let folder = folder(of: part)
        return folder + "_rels/" + part.dropFirst(folder.count) + ".rels"
    }
}
