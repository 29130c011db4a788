extension Person {
    /// The text shared for a person, as the original wrote it:
    /// `name (party)`, `district - job`, `이메일: …` (every address), `전화: <first phone>`;
    /// parts that are missing are left out.
    public func shareText(partyName: String?) -> String {
        var lines: [String] = []
        lines.append(partyName.map { "\(name) (\($0))" } ?? name)
        let place = [district, job].compactMap { $0 }.joined(separator: " - ")
        if !place.isEmpty { lines.append(place) }
        if !emails.isEmpty { lines.append("이메일: " + emails.joined(separator: ", ")) }
        if let phone = phones.first { lines.append("전화: \(phone.number)") }
        return lines.joined(separator: "\n")
    }
}
