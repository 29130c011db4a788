import CleanAppsDataCore
import Foundation
import GiveawaysDomain

/// Turns GamerPower response bodies into entities.
enum GiveawaysDecoding {
    /// The giveaways in a list body; items without an id or title are skipped.
    ///
    /// - Throws: `DecodingError` when the body is not a JSON array in UTF-8.
    static func list(from body: Foundation.Data) throws -> [Giveaway] {
        try listAnswer(from: body).giveaways
    }

    /// The usable giveaways in a list body and the ``AnswerVerdict`` on the whole list
    /// (items without an id or title, or not objects at all, count as unusable).
    ///
    /// - Throws: `DecodingError` when the body is not a JSON array in UTF-8.
    static func listAnswer(from body: Foundation.Data) throws
        -> (giveaways: [Giveaway], verdict: AnswerVerdict)
    {
        let list = try listDTO(from: body)
        let giveaways = list.elements.compactMap { $0.toDomain() }
        return (giveaways, AnswerVerdict(total: list.total, usable: giveaways.count))
    }

    /// The items of a list body, read in one pass by a ``JSONByteReader``.
    ///
    /// NB: the reader is stricter than `JSONDecoder`, never looser, so a body it refuses goes
    /// to `JSONDecoder`, whose verdict and error stand (a cached 9,500-item answer took
    /// 1.3 s through `JSONDecoder` alone). A body the reader accepts is valid UTF-8 throughout.
    static func listDTO(from body: Foundation.Data) throws -> LossyList<GiveawayDTO> {
        do {
            return try JSONByteReader.read(body) { reader throws(JSONReadError) in
                try LossyList(reading: &reader)
            }
        } catch {
            return try listDTOThroughJSONDecoder(from: body)
        }
    }

    /// The items of a list body as `JSONDecoder` reads them (the reference for the reader).
    static func listDTOThroughJSONDecoder(from body: Foundation.Data) throws
        -> LossyList<GiveawayDTO>
    {
        try decoder(for: body).decode(LossyList<GiveawayDTO>.self, from: body)
    }

    /// The sentence for GamerPower's own "nothing here" answer (HTTP 201 with
    /// `{"status":0,"status_message":…}`), e.g. "GamerPower says: No active giveaways
    /// available at the moment". The message is cut to one visible line of at most 120 characters.
    static func emptyAnswerSentence(from body: Foundation.Data) -> String {
        struct StatusDTO: Decodable { let status_message: String? }
        let message = (try? JSONDecoder().decode(StatusDTO.self, from: body))?.status_message
        let line = (message ?? "").split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        // NB: outside text in a status line: control and format characters are dropped here.
        let visible = line.unicodeScalars.filter {
            ![.control, .format].contains($0.properties.generalCategory)
        }
        let trimmed = String(
            String(String.UnicodeScalarView(visible)).trimmingCharacters(in: .whitespaces)
                .prefix(120))
        return "GamerPower says: "
            + (trimmed.isEmpty ? "No active giveaways available at the moment" : trimmed)
    }

    /// The sentence for a plain empty list.
    static let emptyListSentence = "GamerPower answered with no giveaways."

    /// The giveaway in a `/giveaway?id=` body, or nil when it has no id or title.
    static func item(from body: Foundation.Data) throws -> Giveaway? {
        try decoder(for: body).decode(GiveawayDTO.self, from: body).toDomain()
    }

    /// The summary in a `/worth` body.
    static func worth(from body: Foundation.Data) throws -> GiveawayWorth {
        try decoder(for: body).decode(GiveawayWorthDTO.self, from: body).toDomain()
    }

    /// A decoder for `body`, after checking that it is UTF-8 as JSON must be.
    ///
    /// NB: JSONDecoder does not validate strings it skips, so a list whose only element is
    /// invalid UTF-8 decoded as an empty list and replaced a good cached response.
    private static func decoder(for body: Foundation.Data) throws -> JSONDecoder {
        guard String(validating: body, as: UTF8.self) != nil else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: [], debugDescription: "not valid UTF-8"))
        }
        return JSONDecoder()
    }
}
