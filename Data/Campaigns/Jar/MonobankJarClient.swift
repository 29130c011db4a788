import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import Foundation

/// Asks monobank's public jar handler how a jar is doing.
///
/// Sends `POST <endpoint>` with the JSON body `{"c":"hello","clientId":"<jar id>","Pc":"<random>"}`
/// (all strings, `Content-Type: application/json`) and reads `jarAmount` (kopecks), `jarStatus`
/// and, when present and positive, `jarGoal` (kopecks). Errors, as
/// ``CampaignsDomain/CampaignsError``: an `errCode`/`errText` body is
/// ``CampaignsDomain/CampaignsError/jarRefused(_:)`` even with HTTP 200; 429 is
/// ``CampaignsDomain/CampaignsError/jarRateLimited``; other non-2xx statuses are
/// ``CampaignsDomain/CampaignsError/jarServiceFailed(status:)``; transport failures map to
/// `offline` / `timedOut`; anything unreadable is ``CampaignsDomain/CampaignsError/jarBadData``; an
/// unsafe jar id is ``CampaignsDomain/CampaignsError/jarLinkNotSupported`` and never sent.
public struct MonobankJarClient: JarDetailsSource {
    /// monobank's own handler.
    public static let defaultEndpoint = URL(string: "https://send.monobank.ua/api/handler")

    private let httpClient: any HTTPClient
    private let endpoint: URL?
    private let deadline: Duration
    private let now: Now
    private let makeRequestToken: @Sendable () -> String

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - httpClient: sends the requests.
    ///   - endpoint: the handler URL; the app passes ``endpoint(overriddenBy:)`` of
    ///     `CLEANAPPS_MONOBANK_URL`.
    ///   - deadline: each request's overall deadline.
    ///   - now: stamps the details' fetch time.
    ///   - makeRequestToken: the random `Pc` value.
    public init(
        httpClient: any HTTPClient, endpoint: URL? = MonobankJarClient.defaultEndpoint,
        deadline: Duration = .seconds(8), now: @escaping Now = { Date() },
        makeRequestToken: @escaping @Sendable () -> String = { UUID().uuidString }
    ) {
        self.httpClient = httpClient
        self.endpoint = endpoint
        self.deadline = deadline
        self.now = now
        self.makeRequestToken = makeRequestToken
    }

    /// The handler URL named by an override such as `CLEANAPPS_MONOBANK_URL`: nil or blank
    /// gives ``defaultEndpoint``; an http(s) URL with a host is used as is, with
    /// `/api/handler` added when it has no path; anything else gives nil (refuse to start).
    public static func endpoint(overriddenBy value: String?) -> URL? {
        guard let value, !value.trimmingCharacters(in: .whitespaces).isEmpty else {
            return defaultEndpoint
        }
        guard var components = URLComponents(string: value.trimmingCharacters(in: .whitespaces)),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            components.host?.isEmpty == false
        else { return nil }
        if components.path.isEmpty || components.path == "/" { components.path = "/api/handler" }
        return components.url
    }

    /// The jar's current details; throws ``CampaignsError`` (offline, timed out, refused, rate
    /// limited, bad data) or `CancellationError`.
    public func jarDetails(forJarID jarID: String) async throws -> JarDetails {
        guard JarLink.isSafeJarID(jarID), let endpoint else {
            throw CampaignsError.jarLinkNotSupported
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let body = try encoder.encode(
            MonobankJarRequestDTO(c: "hello", clientId: jarID, Pc: makeRequestToken()))
        let request = HTTPRequest(
            method: .post, url: endpoint,
            headers: ["Content-Type": "application/json", "Accept": "application/json"],
            body: body, deadline: deadline, maxResponseBytes: 256 * 1024)
        let response: HTTPResponse
        do {
            response = try await httpClient.send(request)
        } catch let error as HTTPClientError {
            throw Self.map(error)
        }
        return try details(from: response)
    }

    private func details(from response: HTTPResponse) throws -> JarDetails {
        if response.statusCode == 429 { throw CampaignsError.jarRateLimited }
        let dto = try? JSONDecoder().decode(MonobankJarResponseDTO.self, from: response.body)
        if let dto, dto.errCode != nil || dto.errText != nil {
            let text = Self.cleaned(dto.errText?.text ?? dto.errCode?.text ?? "")
            throw CampaignsError.jarRefused(text.isEmpty ? "no reason given." : text)
        }
        guard (200..<300).contains(response.statusCode) else {
            throw CampaignsError.jarServiceFailed(status: response.statusCode)
        }
        guard let dto, let amount = dto.jarAmount, amount >= 0, let status = dto.jarStatus,
            !status.isEmpty
        else { throw CampaignsError.jarBadData }
        let goal = dto.jarGoal.flatMap { $0 > 0 ? Hryvnias(kopecks: $0) : nil }
        return JarDetails(
            collected: Hryvnias(kopecks: amount), status: Self.cleaned(status), goal: goal,
            fetchedAt: now())
    }

    private static func map(_ error: HTTPClientError) -> CampaignsError {
        switch error {
        case .offline, .unreachable: .offline
        case .timedOut: .timedOut
        case .server(let status):
            status == 429 ? .jarRateLimited : .jarServiceFailed(status: status)
        case .badData, .insecureRedirect: .jarBadData
        }
    }

    /// Outside text made fit for one line: controls dropped, at most 200 characters.
    private static func cleaned(_ text: String) -> String {
        let visible = text.unicodeScalars.filter { !$0.properties.generalCategory.isControlLike }
        var result = String(String.UnicodeScalarView(visible))
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if result.count > 200 { result = String(result.prefix(200)) + "…" }
        return result
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isControlLike: Bool {
        switch self {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned: true
        default: false
        }
    }
}
