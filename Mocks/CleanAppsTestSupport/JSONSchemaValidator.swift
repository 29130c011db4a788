import Foundation

/// Checks a JSON value against a JSON Schema (draft 2020-12), for the subset CleanApps'
/// schemas use: `type`, `properties`, `required`, `additionalProperties` (a boolean),
/// `items`, `enum`, `const` and `$ref` to `#/$defs/NAME`.
///
/// Any other keyword is reported as unsupported, so a schema cannot silently rely on one.
public struct JSONSchemaValidator: Sendable {
    /// The whole schema document (where `$ref`s are resolved).
    public let root: JSONValue

    /// The keywords this validator understands; annotations are ignored.
    static let keywords: Set<String> = [
        "type", "properties", "required", "additionalProperties", "items", "enum", "const",
        "$ref", "$defs", "$schema", "$id", "title", "description", "version",
    ]

    /// A validator for the schema document `root`.
    public init(root: JSONValue) {
        self.root = root
    }

    /// A validator for the schema text `data`.
    public init(data: Foundation.Data) throws {
        root = try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// Every way `value` breaks `schema` (the root by default), as `PATH: problem` lines;
    /// empty when it conforms.
    public func errors(in value: JSONValue, schema: JSONValue? = nil, path: String = "$")
        -> [String]
    {
        guard case .object(let rules) = schema ?? root else {
            return ["\(path): the schema is not an object"]
        }
        var errors = rules.keys.filter { !Self.keywords.contains($0) }.sorted().map {
            "\(path): unsupported keyword '\($0)'"
        }
        if case .string(let reference)? = rules["$ref"] {
            guard let target = resolve(reference) else {
                return errors + ["\(path): unresolvable $ref '\(reference)'"]
            }
            errors += self.errors(in: value, schema: target, path: path)
        }
        if let type = rules["type"], !matches(value, type: type) {
            errors.append("\(path): expected \(describe(type)), got \(value.typeName)")
            return errors
        }
        if case .array(let allowed)? = rules["enum"], !allowed.contains(value) {
            errors.append("\(path): \(value) is not one of the allowed values")
        }
        if let constant = rules["const"], constant != value {
            errors.append("\(path): expected the constant \(constant)")
        }
        if case .object(let members) = value { errors += objectErrors(members, rules, path) }
        if case .array(let elements) = value, let items = rules["items"] {
            for (index, element) in elements.enumerated() {
                errors += self.errors(in: element, schema: items, path: "\(path)[\(index)]")
            }
        }
        return errors
    }

    private func objectErrors(
        _ members: [String: JSONValue], _ rules: [String: JSONValue], _ path: String
    ) -> [String] {
        var errors: [String] = []
        var properties: [String: JSONValue] = [:]
        if case .object(let declared)? = rules["properties"] { properties = declared }
        if case .array(let required)? = rules["required"] {
            for case .string(let name) in required where members[name] == nil {
                errors.append("\(path): missing required '\(name)'")
            }
        }
        for (name, member) in members.sorted(by: { $0.key < $1.key }) {
            if let rule = properties[name] {
                errors += self.errors(in: member, schema: rule, path: "\(path).\(name)")
            } else if rules["additionalProperties"] == .bool(false) {
                errors.append("\(path): unexpected '\(name)'")
            }
        }
        return errors
    }

    /// `#/$defs/NAME` in the root document.
    private func resolve(_ reference: String) -> JSONValue? {
        let prefix = "#/$defs/"
        guard reference.hasPrefix(prefix), case .object(let document) = root,
            case .object(let definitions)? = document["$defs"]
        else { return nil }
        return definitions[String(reference.dropFirst(prefix.count))]
    }

    private func matches(_ value: JSONValue, type: JSONValue) -> Bool {
        switch type {
        case .string(let name):
            return value.typeName == name || (name == "number" && value.typeName == "integer")
        case .array(let names):
            return names.contains { matches(value, type: $0) }
        default:
            return false
        }
    }

    private func describe(_ type: JSONValue) -> String {
        switch type {
        case .string(let name): name
        case .array(let names): names.map(describe).joined(separator: " or ")
        default: "a valid type"
        }
    }
}
