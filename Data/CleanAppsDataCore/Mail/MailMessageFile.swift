import CleanAppsCore
import Foundation

/// Renders a `MailMessage` as an RFC 5322 message (the content of an `.eml`
/// file): the one e-mail writer of CleanApps (Marketing's offer, Directory's message to a
/// group).
///
/// - Headers: From (a fixed sender), To (only when there is a recipient), Bcc (only when there
///   are hidden recipients, one address a line), Subject (RFC 2047 encoded words when not plain
///   short ASCII), Date (RFC 5322, in the injected time zone), Message-ID, MIME-Version,
///   X-Unsent (so mail clients open it as a draft). Addresses are `MailAddress`
///   values, already validated, so no CR/LF can get in; a display name is quoted or, beyond
///   ASCII, RFC 2047 encoded; an internationalised address stays UTF-8 as RFC 6532 allows.
/// - Body: with an HTML alternative, `multipart/alternative` with a `text/plain` then a
///   `text/html` part; without, one `text/plain` part. Both UTF-8 and quoted-printable. The
///   boundary starts with "=_", which quoted-printable never emits, so it cannot occur in the
///   content.
/// - Every line ends in CRLF. Lines stay within 78 characters (body lines within 76),
///   except a To: or Bcc: line with a very long address, which stays far below the 998 limit.
public struct MailMessageFile: Sendable {
    /// "CleanApps <noreply@cleanapps.invalid>".
    public static let sender = "CleanApps <noreply@cleanapps.invalid>"

    private let timeZone: TimeZone
    private let makeUniqueID: @Sendable () -> UUID

    /// Creates the renderer; `makeUniqueID` feeds the Message-ID and the boundary.
    public init(
        timeZone: TimeZone = .current,
        makeUniqueID: @escaping @Sendable () -> UUID = { UUID() }
    ) {
        self.timeZone = timeZone
        self.makeUniqueID = makeUniqueID
    }

    /// The complete message text with CRLF line endings.
    public func render(_ message: MailMessage) -> String {
        let unique = makeUniqueID().uuidString.lowercased()
        let boundary = "=_CleanApps_" + unique.replacingOccurrences(of: "-", with: "")
        var headers = ["From: \(Self.sender)"]
        if let recipient = message.to { headers.append("To: \(MailHeaderText.mailbox(recipient))") }
        if !message.bcc.isEmpty {
            headers.append(
                "Bcc: " + message.bcc.map(MailHeaderText.mailbox).joined(separator: ",\r\n "))
        }
        headers += [
            "Subject: \(MailHeaderText.encodedSubject(message.subject))",
            "Date: \(MailHeaderText.date(message.createdAt, in: timeZone))",
            "Message-ID: <\(unique)@cleanapps.invalid>",
            "MIME-Version: 1.0",
            "X-Unsent: 1",
        ]
        guard let html = message.html else {
            headers += [
                "Content-Type: text/plain; charset=UTF-8",
                "Content-Transfer-Encoding: quoted-printable",
            ]
            return headers.joined(separator: "\r\n") + "\r\n\r\n"
                + QuotedPrintable.encode(message.plainText)
        }
        headers += ["Content-Type: multipart/alternative;", " boundary=\"\(boundary)\""]
        var text = headers.joined(separator: "\r\n") + "\r\n\r\n"
        text += "This is a multi-part message in MIME format.\r\n"
        for (type, body) in [("text/plain", message.plainText), ("text/html", html)] {
            text += "--\(boundary)\r\n"
            text += "Content-Type: \(type); charset=UTF-8\r\n"
            text += "Content-Transfer-Encoding: quoted-printable\r\n\r\n"
            // NB: the CRLF before a delimiter belongs to the delimiter (RFC 2046 §5.1.1), so
            // one more keeps the body's own final line break.
            text += QuotedPrintable.encode(body) + "\r\n"
        }
        return text + "--\(boundary)--\r\n"
    }

    /// ``render(_:)`` as UTF-8 bytes.
    public func data(_ message: MailMessage) -> Foundation.Data {
        Foundation.Data(render(message).utf8)
    }
}
