import CleanAppsCore
import CleanAppsDataCore
import Foundation
import MarketingDomain

/// Renders an ``MarketingDomain/EmailDraft`` as an RFC 5322 message (the content of an `.eml`
/// file) through the shared `MailMessageFile`: its headers, encodings and
/// line rules are those of every CleanApps e-mail; the draft's plain text and HTML become a
/// `multipart/alternative` body.
public struct EmailMessageFile: Sendable {
    /// "CleanApps <noreply@cleanapps.invalid>".
    public static let sender = MailMessageFile.sender

    private let file: MailMessageFile

    /// Creates the renderer; `makeUniqueID` feeds the Message-ID and the boundary.
    public init(
        timeZone: TimeZone = .current,
        makeUniqueID: @escaping @Sendable () -> UUID = { UUID() }
    ) {
        file = MailMessageFile(timeZone: timeZone, makeUniqueID: makeUniqueID)
    }

    /// The complete message text with CRLF line endings.
    public func render(_ draft: EmailDraft, to recipient: EmailAddress?) -> String {
        file.render(
            MailMessage(
                subject: draft.subject, plainText: draft.plainText, html: draft.html,
                createdAt: draft.createdAt, to: recipient?.mailAddress))
    }

    /// ``render(_:to:)`` as UTF-8 bytes.
    public func data(_ draft: EmailDraft, to recipient: EmailAddress?) -> Foundation.Data {
        Foundation.Data(render(draft, to: recipient).utf8)
    }
}
