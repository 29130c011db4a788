import Foundation

/// An e-mail ready to be written as a draft: what Marketing's offer and Directory's message
/// to a group both compose, and `MailMessageFile` (CleanAppsDataCore) renders.
///
/// Texts may come from outside; the renderer encodes them so none can add a header.
public struct MailMessage: Equatable, Sendable {
    /// The subject, any text.
    public var subject: String
    /// The plain-text body, lines separated by "\n".
    public var plainText: String
    /// An HTML alternative of the body (a complete document, outside text escaped), or nil
    /// for a plain-text message.
    public var html: String?
    /// When the message was composed (its Date header).
    public var createdAt: Date
    /// The visible recipient, if any.
    public var to: MailAddress?
    /// The hidden recipients, who do not see each other.
    public var bcc: [MailAddress]

    /// Creates a message.
    public init(
        subject: String, plainText: String, html: String? = nil, createdAt: Date,
        to: MailAddress? = nil, bcc: [MailAddress] = []
    ) {
        self.subject = subject
        self.plainText = plainText
        self.html = html
        self.createdAt = createdAt
        self.to = to
        self.bcc = bcc
    }
}
