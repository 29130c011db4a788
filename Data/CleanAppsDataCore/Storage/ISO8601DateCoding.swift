import CleanAppsCore
import Foundation

extension JSONEncoder.DateEncodingStrategy {
    /// "2026-11-21T15:01:43Z", as `.iso8601` writes it, without loading ICU's time-zone data
    /// (see ``UTCDateTime``).
    public static let utcISO8601 = JSONEncoder.DateEncodingStrategy.custom { date, encoder in
        var container = encoder.singleValueContainer()
        try container.encode(UTCDateTime(date).iso8601())
    }
}

extension JSONDecoder.DateDecodingStrategy {
    /// Reads what `.iso8601` and ``JSONEncoder/DateEncodingStrategy/utcISO8601`` write (and
    /// fractional seconds or an offset), without loading ICU's time-zone data.
    public static let utcISO8601 = JSONDecoder.DateDecodingStrategy.custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = UTCDateTime.date(iso8601: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "Expected an ISO 8601 date, found \"\(text.prefix(40))\".")
        }
        return date
    }
}
