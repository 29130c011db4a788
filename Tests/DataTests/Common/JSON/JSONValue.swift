import Foundation

@testable import CleanAppsDataCore

/// Any JSON value, read in full both by `JSONDecoder` (every member and element decoded, so
/// nothing is skipped unchecked) and by a ``JSONByteReader``, for comparing the two.
enum JSONValue: Equatable, Decodable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in file order, repeats included.
    case object([(String, JSONValue)])

    static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    /// The value with each object keeping only the first of repeated keys, sorted by key
    /// (what `JSONDecoder`'s keyed containers expose).
    var firstMembersOnly: JSONValue {
        switch self {
        case .array(let elements): return .array(elements.map(\.firstMembersOnly))
        case .object(let members):
            var seen = Set<String>()
            let first = members.filter { seen.insert($0.0).inserted }
            return .object(first.map { ($0.0, $0.1.firstMembersOnly) }.sorted { $0.0 < $1.0 })
        default: return self
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let keyed = try? decoder.container(keyedBy: Key.self) {
            self = .object(
                try keyed.allKeys.map {
                    ($0.stringValue, try keyed.decode(JSONValue.self, forKey: $0))
                }
            )
            return
        }
        if var unkeyed = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !unkeyed.isAtEnd { elements.append(try unkeyed.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let bool = try? single.decode(Bool.self) {
            self = .bool(bool)
        } else if let string = try? single.decode(String.self) {
            self = .string(string)
        } else {
            self = .number(try single.decode(Double.self))
        }
    }

    init(reading reader: inout JSONByteReader) throws(JSONReadError) {
        switch try reader.peekKind() {
        case .null:
            _ = try reader.readNull()
            self = .null
        case .bool: self = .bool(try reader.readBool())
        case .string: self = .string(try reader.readString())
        case .number: self = .number(try reader.readDouble())
        case .array:
            self = .array(
                try reader.readArray { (reader: inout JSONByteReader) throws(JSONReadError) in
                    try JSONValue(reading: &reader)
                })
        case .object:
            var members: [(String, JSONValue)] = []
            try reader.readMembers { key, reader throws(JSONReadError) in
                members.append((key, try JSONValue(reading: &reader)))
            }
            self = .object(members)
        }
    }
}
