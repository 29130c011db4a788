import CleanAppsDataCore
import Foundation

/// The bytes of an HTTP/1.1 request: request line, header fields and body.
///
/// Always sends `Host`, `User-Agent` (unless the caller gives one), `Accept-Encoding: identity`
/// and `Connection: close`, and `Content-Length` whenever there is a body or the method is POST.
/// The caller's fields that frame the message (`Host`, `Content-Length`, `Connection`,
/// `Transfer-Encoding`, `Accept-Encoding`) are not sent, nor any name or value that could split
/// the head (a control character, a colon in the name).
enum HTTPRequestHead {
    /// The product token CleanApps sends as its `User-Agent`.
    static let userAgent = "CleanApps"

    /// The whole request for `request` sent to `target`; `absolute` names the whole URL in the
    /// request line, as a proxy needs.
    static func bytes(for request: HTTPRequest, to target: HTTPTarget, absolute: Bool = false)
        -> [UInt8]
    {
        let requestTarget =
            absolute ? "http://\(target.hostField)\(target.requestTarget)" : target.requestTarget
        var lines = [
            "\(request.method.rawValue) \(requestTarget) HTTP/1.1",
            "Host: \(target.hostField)",
        ]
        let framing: Set = [
            "host", "content-length", "connection", "transfer-encoding", "accept-encoding",
        ]
        var hasUserAgent = false
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            let lowered = name.lowercased()
            guard !framing.contains(lowered), isToken(name), isFieldValue(value) else { continue }
            hasUserAgent = hasUserAgent || lowered == "user-agent"
            lines.append("\(name): \(value)")
        }
        if !hasUserAgent { lines.append("User-Agent: \(userAgent)") }
        lines.append("Accept-Encoding: identity")
        lines.append("Connection: close")
        if request.body != nil || request.method == .post {
            lines.append("Content-Length: \(request.body?.count ?? 0)")
        }
        var bytes = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        if let body = request.body { bytes.append(contentsOf: body) }
        return bytes
    }

    private static func isToken(_ name: String) -> Bool {
        !name.isEmpty
            && name.utf8.allSatisfy { byte in
                byte > 0x20 && byte < 0x7F && !"()<>@,;:\\\"/[]?={}".utf8.contains(byte)
            }
    }

    private static func isFieldValue(_ value: String) -> Bool {
        value.utf8.allSatisfy { $0 >= 0x20 && $0 != 0x7F || $0 == 0x09 }
    }
}
