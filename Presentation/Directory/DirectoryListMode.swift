import Domain
import Foundation

/// How the member list is grouped: 이름 (initial consonant), 정당 (party), 지역구 (region).
public enum DirectoryListMode: String, Equatable, Sendable, CaseIterable {
    /// Sections ㄱ…ㅎ by the name's initial consonant.
    case name
    /// Sections by party name.
    case party
    /// Sections by region (the 17 regions, then 비례대표).
    case region

    /// The Korean label the original's segmented control showed.
    public var label: String {
        switch self {
        case .name: "이름"
        case .party: "정당"
        case .region: "지역구"
        }
    }

    /// The mode after this one, wrapping around (for a key that cycles).
    public var next: DirectoryListMode {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }

    /// The mode named by `text`: its English name or Korean label, or its number 1…3.
    public init?(text: String) {
        let key = text.lowercased()
        if let mode = Self.allCases.first(where: { $0.rawValue == key || $0.label == key }) {
            self = mode
        } else if let number = Int(key), Self.allCases.indices.contains(number - 1) {
            self = Self.allCases[number - 1]
        } else {
            return nil
        }
    }
}

extension SearchScope {
    /// The Korean label of the original's search scopes: 모두, 이름, 지역구.
    public var label: String {
        switch self {
        case .all: "모두"
        case .name: "이름"
        case .district: "지역구"
        }
    }

    /// The scope after this one, wrapping around.
    public var next: SearchScope {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }

    /// The scope named by `text`: all/name/district, 모두/이름/지역구, or 1…3.
    public init?(text: String) {
        let key = text.lowercased()
        if let scope = Self.allCases.first(where: { $0.rawValue == key || $0.label == key }) {
            self = scope
        } else if let number = Int(key), Self.allCases.indices.contains(number - 1) {
            self = Self.allCases[number - 1]
        } else {
            return nil
        }
    }
}
