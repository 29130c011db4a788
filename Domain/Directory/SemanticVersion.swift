import Foundation

/// A dotted version number such as `1.10.0`, compared numerically component by component.
///
/// Parsing is tolerant: surrounding spaces and a leading `v` are ignored, missing components
/// count as 0 (`1.9` equals `1.9.0`), and a pre-release suffix (`1.0.0-beta.2`) sorts before
/// the release, as in Semantic Versioning 2.0. Build metadata after `+` is ignored.
/// Equality and ordering follow precedence, so `1.9` == `1.9.0`; ``description`` keeps the
/// text as written.
public struct SemanticVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// The numeric components, at least three (major, minor, patch).
    public let components: [Int]
    /// The dot-separated pre-release identifiers; empty for a release.
    public let preRelease: [String]
    /// The version as written, trimmed.
    public let description: String

    /// The major component.
    public var major: Int { components[0] }
    /// The minor component.
    public var minor: Int { components[1] }
    /// The patch component.
    public var patch: Int { components[2] }

    /// The version of a workbook without an `info` sheet: written "unknown", it sorts below
    /// every real version, so any numbered workbook imported after it is newer.
    public static let unknown = SemanticVersion(
        components: [0, 0, 0], preRelease: ["unknown"], description: "unknown")

    /// True for ``unknown``.
    public var isUnknown: Bool { self == .unknown }

    private init(components: [Int], preRelease: [String], description: String) {
        self.components = components
        self.preRelease = preRelease
        self.description = description
    }

    /// Parses `text`; nil when it holds no version number (e.g. "", "abc", "1..2", "1.x").
    /// "unknown" is ``unknown``.
    public init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.lowercased() == Self.unknown.description {
            self = .unknown
            return
        }
        var body = Substring(trimmed)
        if body.first == "v" || body.first == "V" { body = body.dropFirst() }
        if let plus = body.firstIndex(of: "+") { body = body[..<plus] }
        var preRelease: [String] = []
        if let dash = body.firstIndex(of: "-") {
            preRelease = body[body.index(after: dash)...].split(
                separator: ".", omittingEmptySubsequences: false
            ).map(String.init)
            guard !preRelease.contains(where: \.isEmpty) else { return nil }
            body = body[..<dash]
        }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        var components: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.utf8.count <= 9, part.allSatisfy(\.isASCIIDigit),
                let value = Int(part)
            else { return nil }
            components.append(value)
        }
        guard !components.isEmpty else { return nil }
        while components.count < 3 { components.append(0) }
        self.components = components
        self.preRelease = preRelease
        self.description = trimmed
    }

    /// Equal precedence: `1.9` == `1.9.0`; build metadata and spelling are ignored.
    public static func == (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        compare(lhs, rhs) == 0
    }

    /// Numeric order, component by component; a pre-release sorts before its release.
    public static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// Hashes what equality compares (trailing zero components beyond patch dropped).
    public func hash(into hasher: inout Hasher) {
        var significant = components
        while significant.count > 3, significant.last == 0 { significant.removeLast() }
        hasher.combine(significant)
        hasher.combine(preRelease)
    }

    private static func compare(_ lhs: SemanticVersion, _ rhs: SemanticVersion) -> Int {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left = index < lhs.components.count ? lhs.components[index] : 0
            let right = index < rhs.components.count ? rhs.components[index] : 0
            if left != right { return left < right ? -1 : 1 }
        }
        switch (lhs.preRelease.isEmpty, rhs.preRelease.isEmpty) {
        case (true, true): return 0
        case (true, false): return 1
        case (false, true): return -1
        case (false, false): return comparePreRelease(lhs.preRelease, rhs.preRelease)
        }
    }

    private static func comparePreRelease(_ lhs: [String], _ rhs: [String]) -> Int {
        for (left, right) in zip(lhs, rhs) where left != right {
            switch (Int(left), Int(right)) {
            case (let l?, let r?): return l < r ? -1 : 1
            case (.some, nil): return -1
            case (nil, .some): return 1
            case (nil, nil): return left < right ? -1 : 1
            }
        }
        return lhs.count == rhs.count ? 0 : (lhs.count < rhs.count ? -1 : 1)
    }
}

extension Character {
    /// True for the ASCII digits 0…9 only (not other Unicode digits).
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
