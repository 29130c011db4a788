import CleanAppsTestSupport

/// Campaign purposes as volunteers write them, made from a seed: Ukrainian or English words
/// of every length the languages have (from "і" and "a" to "аеророзвідки" and
/// "reconnaissance"), with numbers and a dash now and then, cut to a word boundary at or
/// below the length asked.
public enum PurposeGenerator {
    /// The language of a generated purpose's words.
    public enum Words: CaseIterable, Sendable {
        /// Ukrainian words in Cyrillic.
        case ukrainian
        /// English words in Latin letters.
        case english

        var vocabulary: [String] {
            switch self {
            case .ukrainian: PurposeGenerator.ukrainian
            case .english: PurposeGenerator.english
            }
        }
    }

    static let ukrainian = [
        "і", "на", "для", "з", "та", "до", "нашої", "збираємо", "пікап", "евакуації",
        "поранених", "передової", "ліки", "їжа", "тепловізор", "генератор", "рації", "шини",
        "47-ї", "бригади", "дрон", "DJI", "Mavic", "3", "аеророзвідки", "лікарні", "Херсоні",
        "Харкові", "захисників", "підрозділу", "батальйону", "пального", "ремонт",
        "автомобіля", "волонтерів", "допомога", "медикаменти", "турнікети", "бронежилети",
        "шоломи", "зв'язку", "Starlink", "хлопцям", "дівчатам", "щоб", "повернулися",
        "додому", "живими", "—", "12", "000", "₴", "ще", "потрібно", "терміново",
        "реабілітації", "дітей", "родин", "переселенців", "укриття", "школи",
    ]

    static let english = [
        "a", "and", "for", "the", "to", "of", "our", "we", "are", "raising", "money",
        "medical", "kits", "pickup", "truck", "evacuation", "team", "brigade", "thermal",
        "imager", "generator", "hospital", "in", "Kherson", "Kharkiv", "drones", "DJI",
        "Mavic", "3", "reconnaissance", "radios", "tyres", "fuel", "repairs", "volunteers",
        "frontline", "soldiers", "so", "they", "come", "home", "alive", "—", "12,000",
        "UAH", "still", "needed", "urgently", "rehabilitation", "children", "families",
        "displaced", "shelter", "schools", "tourniquets", "body", "armour", "helmets",
        "Starlink", "communications",
    ]

    /// A purpose of at most `length` characters (at least one word) in `words`.
    public static func purpose(
        length: Int, words: Words, using generator: inout SeededGenerator
    ) -> String {
        let vocabulary = words.vocabulary
        var text = ""
        while true {
            let word = vocabulary[Int(generator.next() % UInt64(vocabulary.count))]
            let next = text.isEmpty ? word : text + " " + word
            if next.count > length, !text.isEmpty { return text }
            text = next
            if text.count >= length { return String(text.prefix(max(length, 1))) }
        }
    }
}
