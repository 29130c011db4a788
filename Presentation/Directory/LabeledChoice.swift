/// A choice among a few options with English names and Korean labels (list modes, search
/// scopes), which a user may type as a name, a label or a number, or cycle through.
public protocol LabeledChoice: CaseIterable, Equatable, RawRepresentable
where RawValue == String, AllCases == [Self] {
    /// The Korean label shown for the option.
    var label: String { get }
}

extension LabeledChoice {
    /// The option after this one, wrapping around (for a key that cycles).
    public var next: Self {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + 1) % all.count]
    }

    /// The option `text` names: its English name (any case), its Korean label, or its
    /// position 1…n; nil for anything else.
    public init?(text: String) {
        let key = text.lowercased()
        let all = Self.allCases
        if let choice = all.first(where: { $0.rawValue == key || $0.label == key }) {
            self = choice
        } else if key.count <= 2, let number = Int(key), all.indices.contains(number - 1) {
            self = all[number - 1]
        } else {
            return nil
        }
    }
}
