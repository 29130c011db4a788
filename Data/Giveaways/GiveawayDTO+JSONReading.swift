import CleanAppsDataCore

// NB: the counterparts of `GiveawayDTO.init(from:)` and `LossyList.init(from:)` for a
// ``JSONByteReader``: a member of the wrong kind is nil, an id or user count may be a
// number or a numeric string, an element that is not an object is counted and skipped
// (GiveawaysDirectDecodingTests compares both ways on fixtures and mutated answers).

extension GiveawayDTO {
    private static let keys = JSONKeys(CodingKeys.allNames)

    /// Reads one item; a value of another kind than expected reads as nil.
    init(reading reader: inout JSONByteReader) throws(JSONReadError) {
        var texts = [String?](repeating: nil, count: CodingKeys.allNames.count)
        var numbers: (id: Int?, users: Int?) = (nil, nil)
        try reader.readObject(keys: Self.keys) { reader, key throws(JSONReadError) in
            switch CodingKeys.all[key] {
            case .id: numbers.id = try reader.readLenientInt()
            case .users: numbers.users = try reader.readLenientInt()
            default: texts[key] = try reader.readLenientString()
            }
        }
        func text(_ key: CodingKeys) -> String? { texts[CodingKeys.all.firstIndex(of: key)!] }
        id = numbers.id
        title = text(.title)
        worth = text(.worth)
        thumbnail = text(.thumbnail)
        image = text(.image)
        description = text(.description)
        instructions = text(.instructions)
        openGiveawayURL = text(.openGiveawayURL)
        publishedDate = text(.publishedDate)
        type = text(.type)
        platforms = text(.platforms)
        endDate = text(.endDate)
        users = numbers.users
        status = text(.status)
        gamerpowerURL = text(.gamerpowerURL)
        openGiveaway = text(.openGiveaway)
    }
}

extension GiveawayDTO.CodingKeys {
    /// Every key, in the order of ``allNames``.
    static let all: [Self] = [
        .id, .title, .worth, .thumbnail, .image, .description, .instructions, .type,
        .platforms, .users, .status, .openGiveawayURL, .publishedDate, .endDate,
        .gamerpowerURL, .openGiveaway,
    ]
    /// The JSON names of ``all``.
    static let allNames = all.map(\.stringValue)
}

extension LossyList<GiveawayDTO> {
    /// Reads an array of items; elements that are not objects count toward ``total`` only.
    init(reading reader: inout JSONByteReader) throws(JSONReadError) {
        var elements: [GiveawayDTO] = []
        var total = 0
        try reader.readElements { (reader: inout JSONByteReader) throws(JSONReadError) in
            total += 1
            if try reader.peekKind() == .object {
                elements.append(try GiveawayDTO(reading: &reader))
            } else {
                try reader.skipValue()
            }
        }
        self.init(elements: elements, total: total)
    }
}

extension JSONByteReader {
    /// A string, or nil (skipping the value) for any other kind, as `try?` on a
    /// `decodeIfPresent(String.self, …)` gives.
    fileprivate mutating func readLenientString() throws(JSONReadError) -> String? {
        guard try peekKind() == .string else {
            try skipValue()
            return nil
        }
        return try readString()
    }

    /// An integer, a string that `Int(_:)` reads, or nil (skipping the value) otherwise.
    ///
    /// NB: a number with a fraction or exponent throws (see ``JSONByteReader/readInt()``), so
    /// the whole answer goes to `JSONDecoder`, which decides it the old way.
    fileprivate mutating func readLenientInt() throws(JSONReadError) -> Int? {
        switch try peekKind() {
        case .number: return try readInt()
        case .string: return Int(try readString())
        default:
            try skipValue()
            return nil
        }
    }
}
