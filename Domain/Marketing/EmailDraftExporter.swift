/// Delivers a composed e-mail somewhere the user can pick it up (e.g. an `.eml` file).
public protocol EmailDraftExporter: Sendable {
    /// Writes `draft` addressed to `recipient` (none when nil) and returns where it went, as
    /// text for the user (e.g. the file path).
    ///
    /// - Throws: ``MarketingError/emailNotWritten(_:)`` when it could not be delivered,
    ///   ``MarketingError/emailRefused(_:)`` when the named file may not be written.
    func export(_ draft: EmailDraft, to recipient: EmailAddress?) async throws -> String
}
