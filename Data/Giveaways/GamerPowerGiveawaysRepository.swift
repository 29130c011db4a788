import CleanAppsCore
import CleanAppsDataCore
import Foundation
import GiveawaysDomain

/// Giveaways from the GamerPower API, with every good response cached on disk and the
/// bundled snapshot as the last resort.
///
/// Order for a list: the live API (unless offline) → the cached response for the same query
/// → the cached "all" list filtered locally → the bundled snapshot filtered locally. Every
/// answer is judged by `AnswerVerdict`: a bad response (error status, undecodable body,
/// more than half of the items unusable) is a failure and the fallbacks serve; an empty one
/// (HTTP 201 with `{"status":0,"status_message":…}`, or `[]`) is an empty list with origin
/// `DataOrigin/emptyAnswer(_:)` saying what GamerPower said. Neither is ever saved, so a
/// good cached list survives both. Details come from the lists seen this session, then
/// `/giveaway?id=`, then the same fallbacks.
public actor GamerPowerGiveawaysRepository: GiveawaysRepository {
    /// Where the API is and whether to use it at all.
    public struct Configuration: Sendable {
        /// The API root, e.g. `https://www.gamerpower.com/api`.
        public var baseURL: URL
        /// When true the network is never used (the app's offline switch).
        public var isOffline: Bool
        /// The deadline of one request.
        public var deadline: Duration

        /// Creates a configuration; requests give up after `deadline`.
        public init(baseURL: URL, isOffline: Bool = false, deadline: Duration = .seconds(10)) {
            self.baseURL = baseURL
            self.isOffline = isOffline
            self.deadline = deadline
        }

        /// GamerPower's public API.
        public static let defaultBaseURL = URL.literal("https://www.gamerpower.com/api")
    }

    private let httpClient: any HTTPClient
    private let configuration: Configuration
    private let cache: ResponseCache?
    private let snapshot: BundledGiveawaysSnapshot
    private let now: Now
    private var seen: [Int: Sourced<Giveaway>] = [:]
    /// Lists served since ``seen`` was last brought up to date, oldest first.
    // NB: indexed only when a giveaway is looked up: a list command never does, and
    // indexing (and freeing) 9,500 entries was a twentieth of `giveaways list --json`.
    private var unindexedLists: [Sourced<[Giveaway]>] = []
    private var snapshotContents: BundledGiveawaysSnapshot.Contents?

    /// Creates the repository; nothing is fetched or read until asked.
    public init(
        httpClient: any HTTPClient, configuration: Configuration, cache: ResponseCache?,
        snapshotURL: URL?, now: @escaping Now = { Date() }
    ) {
        self.httpClient = httpClient
        self.configuration = configuration
        self.cache = cache
        self.snapshot = BundledGiveawaysSnapshot(url: snapshotURL)
        self.now = now
    }

    /// The giveaways for `query` (filtered by platform and kind, in the query's order).
    public func giveaways(matching query: GiveawayQuery) async throws -> Sourced<[Giveaway]> {
        let request = GamerPowerRequest.list(query)
        var failure = FallbackReason.offline
        if !configuration.isOffline {
            switch await fetch(request, decode: GiveawaysDecoding.listAnswer(from:)) {
            case .success(let list):
                return remember(Sourced(query.apply(to: list), origin: .live))
            case .empty(let sentence):
                return Sourced([], origin: .emptyAnswer(sentence))
            case .notFound:
                failure = .failure("GamerPower answered that there is no such list")
            case .failure(let reason):
                failure = .failure(reason)
            }
        }
        for fallback in [request, GamerPowerRequest.list(GiveawayQuery())] {
            if let cached = cached(fallback, decode: GiveawaysDecoding.listAnswer(from:)) {
                return remember(
                    Sourced(
                        query.apply(to: cached.value), origin: cached.origin,
                        fallbackReason: failure))
            }
        }
        if let bundled = bundledSnapshot() {
            return remember(
                Sourced(
                    query.apply(to: bundled.giveaways), origin: .bundled(takenAt: bundled.takenAt),
                    fallbackReason: failure))
        }
        throw Self.unavailable(failure)
    }

    /// One giveaway by id; throws ``GiveawaysDomain/GiveawaysError/notFound(id:)`` when there
    /// is none.
    public func giveaway(id: Int) async throws -> Sourced<Giveaway> {
        if let known = known(id) { return known }
        let request = GamerPowerRequest.item(id: id)
        var failure = FallbackReason.offline
        if !configuration.isOffline {
            switch await fetch(request, decode: Self.usable(GiveawaysDecoding.item(from:))) {
            case .success(let item?) where item.id == id:
                return remember(Sourced(item, origin: .live))
            case .success, .empty, .notFound:
                // NB: GamerPower drops ended giveaways from /giveaway before its lists.
                _ = try? await giveaways(matching: GiveawayQuery())
                guard let listed = known(id) else { throw GiveawaysError.notFound(id: id) }
                return Sourced(
                    listed.value, origin: listed.origin,
                    fallbackReason: .failure(
                        "GamerPower answered that giveaway \(id) does not exist; "
                            + "showing the copy from the list"))
            case .failure(let reason):
                failure = .failure(reason)
            }
        }
        if let cached = cached(request, decode: Self.usable(GiveawaysDecoding.item(from:))),
            let item = cached.value
        {
            return remember(Sourced(item, origin: cached.origin, fallbackReason: failure))
        }
        _ = try? await giveaways(matching: GiveawayQuery())
        if let known = known(id) { return known }
        throw GiveawaysError.notFound(id: id)
    }

    /// The summary of active giveaways and their worth.
    public func worth() async throws -> Sourced<GiveawayWorth> {
        var failure = FallbackReason.offline
        if !configuration.isOffline {
            switch await fetch(.worth, decode: Self.usable(GiveawaysDecoding.worth(from:))) {
            case .success(let worth): return Sourced(worth, origin: .live)
            case .empty(let sentence): failure = .failure(sentence)
            case .notFound: failure = .failure("GamerPower answered that there is no summary")
            case .failure(let reason): failure = .failure(reason)
            }
        }
        if var cached = cached(.worth, decode: Self.usable(GiveawaysDecoding.worth(from:))) {
            cached.fallbackReason = failure
            return cached
        }
        if let bundled = bundledSnapshot() {
            return Sourced(
                bundled.worth(activeAt: now()), origin: .bundled(takenAt: bundled.takenAt),
                fallbackReason: failure)
        }
        throw Self.unavailable(failure)
    }

    // MARK: - Private

    /// The error when nothing could be served: network use was off, or `failure` failed,
    /// and there is no saved or bundled copy.
    private static func unavailable(_ failure: FallbackReason) -> GiveawaysError {
        switch failure {
        case .offline: .offlineWithoutCopy
        case .failure(let reason): .unavailable("\(reason), and there is no saved or bundled copy.")
        }
    }

    private enum Fetched<Value> {
        case success(Value)
        /// GamerPower answered with nothing in it; the sentence says so.
        case empty(String)
        /// 404, or 201 for one item: GamerPower has no such thing.
        case notFound
        /// What failed, e.g. "GamerPower answered HTTP 500".
        case failure(String)
    }

    /// Reads one body into a value and the verdict on it.
    private typealias Decode<Value> = (Foundation.Data) throws -> (Value, AnswerVerdict)

    /// A decoder of single values, which are usable whenever they decode.
    private static func usable<Value>(_ decode: @escaping (Foundation.Data) throws -> Value)
        -> Decode<Value>
    {
        { (try decode($0), .usable) }
    }

    /// Fetches `request`; the cache keeps the body only when its verdict is usable.
    private func fetch<Value>(_ request: GamerPowerRequest, decode: Decode<Value>) async
        -> Fetched<Value>
    {
        guard let url = request.url(base: configuration.baseURL) else {
            return .failure("the GamerPower address is not valid")
        }
        let response: HTTPResponse
        do {
            response = try await httpClient.send(
                HTTPRequest(url: url, deadline: configuration.deadline))
        } catch let error as HTTPClientError {
            return .failure(error.failure(of: "GamerPower", deadline: configuration.deadline))
        } catch {
            return .failure("the request was cancelled")
        }
        let body = response.body
        switch response.statusCode {
        case 200: break
        case 201 where request.isList:
            return .empty(GiveawaysDecoding.emptyAnswerSentence(from: body))
        case 201, 404: return .notFound
        default:
            return .failure(
                HTTPClientError.server(status: response.statusCode).failure(
                    of: "GamerPower", deadline: configuration.deadline))
        }
        guard let (value, verdict) = try? decode(body) else {
            let isJSON =
                (try? JSONSerialization.jsonObject(with: body, options: .fragmentsAllowed)) != nil
            return .failure(
                isJSON
                    ? "GamerPower answered JSON of a shape CleanApps does not know"
                    : "GamerPower answered something that is not JSON")
        }
        _ = try? cache?.save(body, verdict: verdict, for: request.cacheKey, at: now())
        switch verdict {
        case .usable: return .success(value)
        case .empty: return .empty(GiveawaysDecoding.emptyListSentence)
        case .failed:
            return .failure("GamerPower answered a list whose items are mostly not usable")
        }
    }

    /// The saved answer for `request`, unless it is missing, unreadable or not usable (an
    /// empty list saved by an older version counts as missing).
    private func cached<Value: Sendable>(_ request: GamerPowerRequest, decode: Decode<Value>)
        -> Sourced<Value>?
    {
        guard let entry = cache?.load(for: request.cacheKey),
            let (value, verdict) = try? decode(entry.data), verdict == .usable
        else {
            return nil
        }
        return Sourced(value, origin: .cache(savedAt: entry.savedAt))
    }

    /// The bundled snapshot, decoded once.
    private func bundledSnapshot() -> BundledGiveawaysSnapshot.Contents? {
        if snapshotContents == nil { snapshotContents = snapshot.load() }
        return snapshotContents
    }

    private func remember(_ list: Sourced<[Giveaway]>) -> Sourced<[Giveaway]> {
        unindexedLists.append(list)
        // NB: a session that browses many lists and opens none keeps at most a few whole.
        if unindexedLists.count > Self.unindexedListLimit { indexLists() }
        return list
    }

    /// How many lists may wait to be indexed.
    private static let unindexedListLimit = 4

    private func remember(_ item: Sourced<Giveaway>) -> Sourced<Giveaway> {
        indexLists()
        seen[item.value.id] = item
        return item
    }

    /// The giveaway with `id` as last seen this session, if any.
    private func known(_ id: Int) -> Sourced<Giveaway>? {
        indexLists()
        return seen[id]
    }

    /// Adds the lists served since the last lookup to ``seen``, in the order served.
    private func indexLists() {
        for list in unindexedLists {
            for giveaway in list.value {
                seen[giveaway.id] = Sourced(
                    giveaway, origin: list.origin, fallbackReason: list.fallbackReason)
            }
        }
        unindexedLists.removeAll()
    }
}
