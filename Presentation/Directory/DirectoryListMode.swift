import DirectoryDomain

/// How the member list is grouped: 이름 (initial consonant), 정당 (party), 지역구 (region).
public enum DirectoryListMode: String, Equatable, Sendable, CaseIterable, LabeledChoice {
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
}

extension SearchScope: LabeledChoice {
    /// The Korean label of the original's search scopes: 모두, 이름, 지역구.
    public var label: String {
        switch self {
        case .all: "모두"
        case .name: "이름"
        case .district: "지역구"
        }
    }
}
