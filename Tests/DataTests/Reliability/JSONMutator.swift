import Foundation

/// Seeded mutations of JSON documents for fuzz tests: structure-aware changes (a value
/// replaced by one of another type, a key dropped, an element removed or repeated), text
/// damage from ``HostileJSONText`` (huge numbers, duplicate keys, deep nesting, long strings,
/// invalid UTF-8) and raw byte damage from ``ByteMutator``.
struct JSONMutator {
    private var bytes: ByteMutator
    /// The last document parsed, kept so structural mutations do not re-parse it every time.
    private var parsed: (document: Data, tree: Any?, keys: [String])?

    init(seed: UInt64) {
        bytes = ByteMutator(seed: seed)
    }

    /// A mutated copy of `document`: half the time structurally, a quarter of the time by
    /// hostile text, else byte by byte.
    mutating func mutate(_ document: Data) -> Data {
        if parsed?.document != document {
            let tree = try? JSONSerialization.jsonObject(
                with: document, options: [.fragmentsAllowed])
            parsed = (document, tree, tree.map(Self.keys(in:)) ?? [])
        }
        let choice = bytes.int(0..<4)
        if choice == 2 {
            return HostileJSONText.mutate(document, keys: parsed?.keys ?? [], using: &bytes)
        }
        if choice < 2, let tree = parsed?.tree,
            let data = try? JSONSerialization.data(
                withJSONObject: mutate(tree, depth: 0), options: [.fragmentsAllowed])
        {
            return data
        }
        return Data(bytes.mutate([UInt8](document)))
    }

    private mutating func mutate(_ node: Any, depth: Int) -> Any {
        let here = bytes.int(0..<4) == 0 || depth > 12
        if var object = node as? [String: Any], !object.isEmpty, !here {
            let keys = object.keys.sorted()
            let key = keys[bytes.int(0..<keys.count)]
            switch bytes.int(0..<6) {
            case 0: object[key] = nil
            case 1: object[key + "_"] = object[key]
            default: object[key] = mutate(object[key] ?? NSNull(), depth: depth + 1)
            }
            return object
        }
        if var array = node as? [Any], !array.isEmpty, !here {
            let index = bytes.int(0..<array.count)
            switch bytes.int(0..<6) {
            case 0: array.remove(at: index)
            case 1: array.append(array[index])
            default: array[index] = mutate(array[index], depth: depth + 1)
            }
            return array
        }
        return replacement()
    }

    /// Every object key in `node`, sorted, without repeats.
    private static func keys(in node: Any) -> [String] {
        var found = Set<String>()
        var pending = [node]
        while let next = pending.popLast() {
            if let object = next as? [String: Any] {
                found.formUnion(object.keys)
                pending += object.values
            } else if let array = next as? [Any] {
                pending += array
            }
        }
        return found.sorted()
    }

    /// A value of a random JSON type, often one a decoder does not expect here.
    private mutating func replacement() -> Any {
        let hostile = "\u{1B}]52;c;aGk=\u{07}\u{1B}[2J\u{202E}evil\r\u{08}../../x\u{0}"
        let choices: [Any] = [
            NSNull(), true, 0, -1, Int.max, Int.min, 1e308, -0.5, "", "12.50", "abc", hostile,
            String(repeating: "\u{FFFD}", count: 300), [Any](), [String: Any](),
            [1, "a", NSNull()],
            ["nested": ["deeper": [[[[]]]]]], "2026-13-45 99:99:99", "http://", "javascript:1",
        ]
        return choices[bytes.int(0..<choices.count)]
    }
}
