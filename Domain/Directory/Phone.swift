/// One telephone number of a lawmaker or party, with the label the directory shows.
public struct Phone: Equatable, Sendable {
    /// What kind of line a number is; decides the label and whether it takes SMS.
    public enum Kind: Equatable, Sendable, CaseIterable {
        /// A mobile phone (`mobile` column): "휴대폰".
        case mobile
        /// The National Assembly office (`office_asm`): "국회 사무실".
        case assemblyOffice
        /// The district office (`office_area`): "지역구 사무실".
        case districtOffice
        /// A party's main number (`office` in `groups`): "대표번호".
        case mainNumber

        /// The label before any numbering.
        public var label: String {
            switch self {
            case .mobile: "휴대폰"
            case .assemblyOffice: "국회 사무실"
            case .districtOffice: "지역구 사무실"
            case .mainNumber: "대표번호"
            }
        }
    }

    /// The kind of line.
    public var kind: Kind
    /// The label shown, numbered when a field has several numbers ("국회 사무실2").
    public var label: String
    /// The number as written in the workbook ("02-784-2747").
    public var number: String

    /// Creates a phone entry.
    public init(kind: Kind, label: String, number: String) {
        self.kind = kind
        self.label = label
        self.number = number
    }

    /// True for mobile numbers, the only ones that take text messages (numbered ones too).
    public var acceptsSMS: Bool { kind == .mobile }

    /// The number reduced to what is dialled: digits, and a leading "+" when present.
    public var dialString: String {
        let digits = number.filter { $0.isASCII && $0.isNumber }
        return number.trimmingPrefixWhitespace.hasPrefix("+") ? "+" + digits : digits
    }

    /// A `tel:` URI for calling the number.
    public var telURI: String { "tel:" + dialString }

    /// An `sms:` URI for texting the number, only for mobile numbers.
    public var smsURI: String? { acceptsSMS ? "sms:" + dialString : nil }
}

extension String {
    fileprivate var trimmingPrefixWhitespace: Substring { drop(while: \.isWhitespace) }
}
