import Foundation

/// The e-mail summarising a selection, in plain text and HTML, ready to be written or shown.
///
/// NB: a value, not an entity, so it has no identity.
public struct EmailDraft: Equatable, Sendable {
    /// "Marketing Campaign Selection - <date>".
    public let subject: String
    /// The plain-text body, lines separated by "\n".
    public let plainText: String
    /// The HTML body (a complete document); outside text in it is escaped.
    public let html: String
    /// When the draft was composed.
    public let createdAt: Date

    /// Creates a draft.
    public init(subject: String, plainText: String, html: String, createdAt: Date) {
        self.subject = subject
        self.plainText = plainText
        self.html = html
        self.createdAt = createdAt
    }
}
