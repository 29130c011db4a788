import CleanAppsCore
import CleanAppsDataCore
import Foundation
import MarketingDomain
import Synchronization

/// Loads targeting options and channel packages from npoint, falling back to the bundled
/// documents on any failure.
///
/// - Requests: `GET <base>/b22fd39c053b256222b1` and `GET <base>/<channel id>`, each with a
///   3 s deadline (enforced by the `HTTPClient`) and `Cache-Control: no-cache`.
/// - Screen deadline: every public call (one document, or several channels loaded together)
///   also races the injected clock for 6 s; whatever has not arrived by then comes from the
///   bundled copy.
/// - Fallback: timeouts, refused connections, non-2xx statuses, unreadable JSON, invalid channel
///   ids and answers with nothing usable (no targets, no packages: see `AnswerVerdict`) all give
///   the bundled document, with origin `.bundled(takenAt: nil)`. A missing bundled targeting
///   document throws ``MarketingDomain/MarketingError/targetingUnavailable``; a missing bundled
///   channel document gives no packages.
/// - Cancellation of the calling task throws `CancellationError` instead of falling back.
public struct RemoteMarketingRepository: MarketingRepository {
    // NB: a literal, known-valid URL.
    /// `https://api.npoint.io`.
    public static let defaultBaseURL = URL(string: "https://api.npoint.io")!

    private let client: any HTTPClient
    private let baseURL: URL?
    private let fallback: MarketingFallbackFolder
    private let clock: any Clock<Duration>
    private let requestDeadline: Duration
    private let screenDeadline: Duration

    /// Creates the repository.
    ///
    /// - Parameters:
    ///   - client: sends the requests.
    ///   - baseURL: the npoint-compatible server; one that is not http(s) is never contacted
    ///     (everything comes from the bundled copy).
    ///   - fallbackFolder: where `<id>.json` fallback documents live (default: the bundled
    ///     `Marketing` resources).
    ///   - clock: measures the screen deadline.
    ///   - requestDeadline: the deadline of one request.
    ///   - screenDeadline: the deadline of one public call, after which the bundled copy
    ///     serves.
    public init(
        client: any HTTPClient,
        baseURL: URL = RemoteMarketingRepository.defaultBaseURL,
        fallbackFolder: URL? = BundledResource.url("Marketing"),
        clock: any Clock<Duration> = ContinuousClock(),
        requestDeadline: Duration = .seconds(3),
        screenDeadline: Duration = .seconds(6)
    ) {
        self.client = client
        let scheme = baseURL.scheme?.lowercased()
        self.baseURL = scheme == "http" || scheme == "https" ? baseURL : nil
        self.fallback = MarketingFallbackFolder(folder: fallbackFolder)
        self.clock = clock
        self.requestDeadline = requestDeadline
        self.screenDeadline = screenDeadline
    }

    /// The server named by `text` (e.g. `CLEANAPPS_NPOINT_URL`), or the default when nil or
    /// blank.
    ///
    /// - Throws: ``MarketingDomain/MarketingError/invalidServerAddress(_:)`` unless it is an
    ///   http(s) URL with a host.
    public static func baseURL(from text: String?) throws(MarketingError) -> URL {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            return defaultBaseURL
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { throw .invalidServerAddress(MarketingError.printable(text)) }
        return url
    }

    /// The targeting options; see ``MarketingRepository``.
    public func targetingSpecifics() async throws -> Sourced<[TargetingSpecific]> {
        let live = try await withinScreenDeadline { try await fetchTargeting() }
        if case .success(let targets) = live { return Sourced(targets, origin: .live) }
        guard let data = fallback.targetingDocument(),
            let targets = try? Self.targeting(from: data)
        else { throw MarketingError.targetingUnavailable }
        return Sourced(targets, origin: .bundled(takenAt: nil), fallbackReason: reason(for: live))
    }

    /// The packages of one channel; see ``MarketingRepository``.
    public func packages(of channel: Channel) async throws -> Sourced<[MarketingPackage]> {
        let live = try await withinScreenDeadline { try await fetchPackages(channel) }
        if case .success(let packages) = live { return Sourced(packages, origin: .live) }
        return bundledPackages(channel, reason: reason(for: live))
    }

    /// The packages of several channels; see ``MarketingRepository``.
    public func packages(of channels: [Channel]) async throws -> [Sourced<[MarketingPackage]>] {
        let arrived = ArrivedPackages()
        _ = try await withinScreenDeadline {
            await withTaskGroup(of: Void.self) { group in
                for (position, channel) in channels.enumerated() {
                    group.addTask {
                        do {
                            arrived.store(.success(try await fetchPackages(channel)), at: position)
                        } catch {
                            arrived.store(.failure(error), at: position)
                        }
                    }
                }
            }
        }
        let results = arrived.snapshot()
        return channels.enumerated().map { position, channel in
            switch results[position] {
            case .success(let packages): Sourced(packages, origin: .live)
            case .failure(let error): bundledPackages(channel, reason: reason(for: error))
            case nil: bundledPackages(channel, reason: screenDeadlineReason)
            }
        }
    }

    /// The result of `operation`, or its failure when it failed or the screen deadline passed
    /// first; cancellation of the caller throws.
    private func withinScreenDeadline<Value: Sendable>(
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Result<Value, any Error> {
        do {
            return .success(
                try await DeadlineRace.run(within: screenDeadline, clock: clock, operation))
        } catch {
            try Task.checkCancellation()
            return .failure(error)
        }
    }

    private var screenDeadlineReason: FallbackReason {
        .failure("npoint did not answer within \(screenDeadline.components.seconds) s")
    }

    /// What failed, e.g. "npoint answered HTTP 500"; nil for a success.
    private func reason<Value>(for result: Result<Value, any Error>) -> FallbackReason? {
        guard case .failure(let error) = result else { return nil }
        return reason(for: error)
    }

    /// What `error` means, e.g. "npoint did not answer within 3 s", or network use is off.
    private func reason(for error: any Error) -> FallbackReason {
        switch error {
        case HTTPClientError.offline:
            return .offline
        case let error as HTTPClientError:
            return .failure(error.failure(of: "npoint", deadline: requestDeadline))
        case is DeadlineRace.Exceeded:
            return screenDeadlineReason
        case is DecodingError:
            return .failure("npoint answered something that is not the expected JSON")
        default:
            return .failure("npoint's answer could not be used")
        }
    }

    private func bundledPackages(_ channel: Channel, reason: FallbackReason?)
        -> Sourced<[MarketingPackage]>
    {
        let packages = fallback.channelDocument(channel.id).flatMap {
            try? Self.packages(from: $0, channel: channel)
        }
        return Sourced(packages ?? [], origin: .bundled(takenAt: nil), fallbackReason: reason)
    }

    private func fetchTargeting() async throws -> [TargetingSpecific] {
        try Self.targeting(from: try await fetch(MarketingFallbackFolder.targetingDocumentID))
    }

    /// The live packages of `channel`; an answer with none (``AnswerVerdict/empty``) counts
    /// as failed, so the bundled copy serves instead of an empty list.
    private func fetchPackages(_ channel: Channel) async throws -> [MarketingPackage] {
        let packages = try Self.packages(
            from: try await fetch(channel.id.rawValue), channel: channel)
        guard AnswerVerdict(total: packages.count, usable: packages.count) == .usable else {
            throw MarketingDocumentError(reason: "no packages")
        }
        return packages
    }

    private func fetch(_ documentID: String) async throws -> Foundation.Data {
        guard let baseURL else { throw HTTPClientError.offline }
        let request = HTTPRequest(
            url: baseURL.appendingPathComponent(documentID, isDirectory: false),
            headers: ["Accept": "application/json", "Cache-Control": "no-cache"],
            deadline: requestDeadline,
            maxResponseBytes: MarketingFallbackFolder.maximumBytes)
        let response = try await client.send(request)
        guard (200..<300).contains(response.statusCode) else {
            throw HTTPClientError.server(status: response.statusCode)
        }
        return response.body
    }

    private static func targeting(from data: Foundation.Data) throws -> [TargetingSpecific] {
        let dtos = try JSONDecoder().decode([TargetingSpecificDTO].self, from: data)
        return try TargetingSpecificDTO.targetingSpecifics(from: dtos)
    }

    private static func packages(from data: Foundation.Data, channel: Channel) throws
        -> [MarketingPackage]
    {
        try JSONDecoder().decode(ChannelDocumentDTO.self, from: data).packages(for: channel)
    }
}

/// The channel answers (packages or failures) that came before the screen deadline, by
/// channel position.
private final class ArrivedPackages: Sendable {
    private let packages = Mutex<[Int: Result<[MarketingPackage], any Error>]>([:])

    func store(_ value: Result<[MarketingPackage], any Error>, at position: Int) {
        packages.withLock { $0[position] = value }
    }

    func snapshot() -> [Int: Result<[MarketingPackage], any Error>] {
        packages.withLock { $0 }
    }
}
