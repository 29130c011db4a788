import CleanAppsDataCore
import Foundation

/// The blocking part of one exchange, run on the exchange's own thread: connect (TLS for
/// https), send the request, read the response, and follow redirects as URLSession did: at
/// most 5, to http or https only, 303 (and 301/302 after a POST) continuing as a GET without
/// a body, 307/308 repeating the method and body. A redirect from https to http is refused
/// (`HTTPClientError.insecureRedirect(from:to:)`): it would send the request, body and
/// headers included, in clear text.
struct HTTPTransfer: Sendable {
    private static let maxRedirects = 5
    private static let brokenRedirect = HTTPClientError.badData("too many or broken redirects")

    let request: HTTPRequest
    /// Opens the TLS context on the first https hop.
    let tls: @Sendable () throws -> TLSContext
    /// The exchange's wake pipe (see ``SocketExchange/wake``).
    let wake: Int32
    /// Where `http_proxy`, `https_proxy` and `no_proxy` are read (see ``HTTPProxy``).
    let environment: [String: String]

    /// Performs the exchange; throws `HTTPClientError`, or `CancellationError` once the
    /// exchange was settled elsewhere.
    func run() throws -> HTTPResponse {
        var current = request
        for _ in 0...Self.maxRedirects {
            guard let target = HTTPTarget(url: current.url) else { throw Self.brokenRedirect }
            let (stream, viaProxy) = try open(target)
            try stream.write(HTTPRequestHead.bytes(for: current, to: target, absolute: viaProxy))
            var reader = HTTPResponseReader(stream: stream, maxBodyBytes: current.maxResponseBytes)
            let head = try reader.readHead()
            if let next = try redirect(current, after: head) {
                current = next
                continue
            }
            let body = try reader.readBody(after: head)
            return HTTPResponse(statusCode: head.statusCode, headers: head.headers, body: body)
        }
        throw Self.brokenRedirect
    }

    /// A stream to `target`: direct, through a proxy (`viaProxy`: the request line must name
    /// the whole URL), or TLS through a proxy's CONNECT tunnel.
    private func open(_ target: HTTPTarget) throws -> (stream: any HTTPByteStream, viaProxy: Bool) {
        // NB: OpenSSL is loaded before connecting, so a machine without it is told so at once.
        let context = target.isSecure ? try tls() : nil
        let proxy = HTTPProxy.proxy(for: target, environment: environment)
        let socket = try SocketConnection.connect(
            host: proxy?.host ?? target.host, port: proxy?.port ?? target.port, wake: wake)
        guard let context else { return (socket, proxy != nil) }
        if proxy != nil { try tunnel(socket, to: target) }
        return (try TLSStream(over: socket, host: target.host, context: context), false)
    }

    /// Asks the proxy on `socket` to open a tunnel to `target` (`CONNECT host:port`).
    private func tunnel(_ socket: SocketConnection, to target: HTTPTarget) throws {
        let host = target.host.contains(":") ? "[\(target.host)]" : target.host
        let authority = "\(host):\(target.port)"
        try socket.write(Array("CONNECT \(authority) HTTP/1.1\r\nHost: \(authority)\r\n\r\n".utf8))
        var reader = HTTPResponseReader(stream: socket, maxBodyBytes: 0)
        let head = try reader.readHead()
        guard (200..<300).contains(head.statusCode) else {
            throw HTTPClientError.unreachable(
                "the proxy refused the connection (HTTP \(head.statusCode))")
        }
    }

    /// The request to send next when `head` redirects `request`; nil when it does not.
    private func redirect(_ request: HTTPRequest, after head: HTTPResponseReader.Head) throws
        -> HTTPRequest?
    {
        guard [301, 302, 303, 307, 308].contains(head.statusCode),
            let location = head.headers["location"]
        else { return nil }
        guard let url = URL(string: location, relativeTo: request.url)?.absoluteURL,
            HTTPTarget(url: url) != nil
        else { throw Self.brokenRedirect }
        // NB: compared per hop, so https → http → http is caught at its first step.
        if HTTPTarget(url: request.url)?.isSecure == true, HTTPTarget(url: url)?.isSecure == false {
            throw HTTPClientError.insecureRedirect(from: request.url, to: url)
        }
        var next = request
        next.url = url
        if head.statusCode == 303 || (request.method == .post && head.statusCode <= 302) {
            next.method = .get
            next.body = nil
            next.headers = next.headers.filter { $0.key.lowercased() != "content-type" }
        }
        return next
    }
}
