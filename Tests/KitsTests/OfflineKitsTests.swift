import CampaignsDomain
import CampaignsKit
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import GiveawaysKit
import LiveHTTP
import MarketingDomain
import MarketingKit
import Testing

/// Every kit that talks to a server takes its client from the configuration, so an offline
/// configuration sends nothing, whatever client it holds: each network kit against the
/// loopback stub server, offline and online, with a live client set and with none.
@MainActor
@Suite struct OfflineKitsTests {
    enum NetworkKit: String, CaseIterable, Sendable {
        case giveaways, campaignsJarProgress, marketing
    }

    /// A client set by the app, or none (the kit then takes the platform's live one).
    enum ClientChoice: String, CaseIterable, Sendable {
        case liveClientSet, noClientSet
    }

    nonisolated static let cases = NetworkKit.allCases.flatMap { kit in
        ClientChoice.allCases.map { (kit, $0) }
    }

    /// Asks `kit`, built on `configuration` with its server at `server`, for its data once.
    func askOnce(_ kit: NetworkKit, configuration: KitConfiguration, server: StubHTTPServer)
        async
    {
        switch kit {
        case .giveaways:
            let components = GiveawaysComponents(
                configuration: configuration, baseURL: server.url("/api"))
            _ = try? await components.repository.giveaways(matching: GiveawayQuery())
        case .campaignsJarProgress:
            let components = CampaignsComponents(
                configuration: configuration, jarEndpoint: server.url("/bank/jar"),
                posterPixelsPerUnit: 0.1)
            _ = try? await components.jarSource.jarDetails(forJarID: "4FgPzUmJ3T")
        case .marketing:
            let components = MarketingComponents(
                configuration: configuration, baseURL: server.url("/npoint"))
            _ = try? await components.repository.targetingSpecifics()
        }
    }

    func configuration(
        in folder: TemporaryDirectory, client: ClientChoice, isOffline: Bool
    ) throws -> KitConfiguration {
        let paths = kitPaths(in: folder)
        try paths.createDirectories()
        return KitConfiguration(
            paths: paths,
            httpClient: client == .liveClientSet ? LiveHTTPClient.make(environment: [:]) : nil,
            isOffline: isOffline, clock: TestClock(),
            now: { Date(timeIntervalSince1970: 1_735_689_600) })
    }

    /// Offline, nothing reaches the stub server; online, the same kit reaches it, so the
    /// offline case is not empty because nothing was asked.
    @Test(arguments: cases)
    func offline_sendsNoRequest_online_reachesTheServer(kit: NetworkKit, client: ClientChoice)
        async throws
    {
        for isOffline in [true, false] {
            let folder = try TemporaryDirectory()
            let server = try StubHTTPServer { _ in .json(200, "[]") }

            await askOnce(
                kit,
                configuration: try configuration(in: folder, client: client, isOffline: isOffline),
                server: server)

            #expect(
                server.requests.isEmpty == isOffline,
                "\(kit) offline: \(isOffline), sent \(server.requests.map(\.path))")
        }
    }

    @Test func resolvedClient_offline_isTheOfflineOne_whateverWasSet() throws {
        let folder = try TemporaryDirectory()
        for client in ClientChoice.allCases {
            let offline = try configuration(in: folder, client: client, isOffline: true)
            #expect(offline.resolvedHTTPClient is OfflineHTTPClient)
            let online = try configuration(in: folder, client: client, isOffline: false)
            #expect(!(online.resolvedHTTPClient is OfflineHTTPClient))
        }
    }
}
