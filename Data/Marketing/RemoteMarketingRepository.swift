import Domain
import Foundation
import Synchronization

/// Loads targeting options and channel packages from npoint, falling back to the bundled
/// documents on any failure.
///
/// - Requests: `GET <base>/b22fd39c053b256222b1` and `GET <base>/<channel id>`, each with a
///   3 s deadline (enforced by the ``HTTPClient``) and `Cache-Control: no-cache`.
/// - Screen deadline: every public call (one document, or several channels loaded together)
///   also races the injected clock for 6 s; whatever has not arrived by then comes from the
///   bundled copy.
/// - Fallback: timeouts, refused connections, non-2xx statuses, unreadable JSON, invalid
///   channel ids and answers with nothing usable (no targets, no packages: see
///   ``AnswerVerdict``) all give the bundled document, with origin `.bundled(takenAt: nil)`. A
///   missing bundled targeting document throws ``MarketingError/targetingUnavailable``; a
///   missing bundled channel document gives no packages.
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
    /// - Throws: ``MarketingError/invalidServerAddress(_:)`` unless it is an http(s) URL with
    ///   a host.
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
        if let live { return Sourced(live, origin: .live) }
        guard let data = fallback.targetingDocument(),
            let targets = try? Self.targeting(from: data)
        else { throw MarketingError.targetingUnavailable }
        return Sourced(targets, origin: .bundled(takenAt: nil))
    }

    /// The packages of one channel; see ``MarketingRepository``.
    public func packages(of channel: Channel) async throws -> Sourced<[MarketingPackage]> {
        let live = try await withinScreenDeadline { try await fetchPackages(channel) }
        if let live { return Sourced(live, origin: .live) }
        return bundledPackages(channel)
    }

    /// The packages of several channels; see ``MarketingRepository``.
    public func packages(of channels: [Channel]) async throws -> [Sourced<[MarketingPackage]>] {
        let arrived = ArrivedPackages()
        _ = try await withinScreenDeadline {
            await withTaskGroup(of: Void.self) { group in
                for (position, channel) in channels.enumerated() {
                    group.addTask {
                        guard let packages = try? await fetchPackages(channel) else { return }
                        arrived.store(packages, at: position)
                    }
                }
            }
        }
        let live = arrived.snapshot()
        return channels.enumerated().map { position, channel in
            live[position].map { Sourced($0, origin: .live) } ?? bundledPackages(channel)
        }
    }

    /// The result of `operation`, or nil when it failed or the screen deadline passed first.
    private func withinScreenDeadline<Value: Sendable>(
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value? {
        do {
            return try await DeadlineRace.run(within: screenDeadline, clock: clock, operation)
        } catch {
            try Task.checkCancellation()
            return nil
        }
    }

    private func bundledPackages(_ channel: Channel) -> Sourced<[MarketingPackage]> {
        let packages = fallback.channelDocument(channel.id).flatMap {
            try? Self.packages(from: $0, channel: channel)
        }
        return Sourced(packages ?? [], origin: .bundled(takenAt: nil))
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

/// The channel packages that arrived before the screen deadline, by channel position.
private final class ArrivedPackages: Sendable {
    private let packages = Mutex<[Int: [MarketingPackage]]>([:])

    func store(_ value: [MarketingPackage], at position: Int) {
        packages.withLock { $0[position] = value }
    }

    func snapshot() -> [Int: [MarketingPackage]] {
        packages.withLock { $0 }
    }
}
