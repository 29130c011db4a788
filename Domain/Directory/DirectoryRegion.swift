import Foundation

/// The sections of the by-district list: the 17 regions in the original's order, then 비례대표.
public enum DirectoryRegion: String, Equatable, Sendable, CaseIterable {
    /// Seoul.
    case seoul = "서울"
    /// Gyeonggi Province.
    case gyeonggi = "경기"
    /// Busan.
    case busan = "부산"
    /// Incheon.
    case incheon = "인천"
    /// Daegu.
    case daegu = "대구"
    /// Daejeon.
    case daejeon = "대전"
    /// Gwangju.
    case gwangju = "광주"
    /// Ulsan.
    case ulsan = "울산"
    /// Sejong.
    case sejong = "세종"
    /// Gangwon Province.
    case gangwon = "강원"
    /// North Chungcheong Province.
    case chungbuk = "충북"
    /// South Chungcheong Province.
    case chungnam = "충남"
    /// North Jeolla Province.
    case jeonbuk = "전북"
    /// South Jeolla Province.
    case jeonnam = "전남"
    /// North Gyeongsang Province.
    case gyeongbuk = "경북"
    /// South Gyeongsang Province.
    case gyeongnam = "경남"
    /// Jeju.
    case jeju = "제주"
    /// Proportional representation (no district).
    case proportional = "비례대표"

    /// The section title.
    public var title: String { rawValue }

    /// Official long forms that do not start with the short name.
    private static let longForms: [(prefix: String, region: DirectoryRegion)] = [
        ("충청북도", .chungbuk), ("충청남도", .chungnam), ("전라북도", .jeonbuk),
        ("전라남도", .jeonnam), ("경상북도", .gyeongbuk), ("경상남도", .gyeongnam),
    ]

    /// The region a district belongs to, from how it starts ("경기 광주시갑" is 경기, not
    /// 광주); any district mentioning 비례대표 is proportional; nil when none fits.
    ///
    /// NB: the original put a person in every section whose name occurs anywhere in the
    /// district, so "경기 광주시" also landed under 광주.
    public static func of(district: String?) -> DirectoryRegion? {
        guard let district = district?.trimmingCharacters(in: .whitespaces), !district.isEmpty
        else { return nil }
        if district.contains(DirectoryRegion.proportional.rawValue) { return .proportional }
        if let long = longForms.first(where: { district.hasPrefix($0.prefix) }) {
            return long.region
        }
        return allCases.first { $0 != .proportional && district.hasPrefix($0.rawValue) }
    }
}
