import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import GiveawaysTestSupport
import Testing

@testable import CleanAppsDataCore
@testable import GiveawaysData

/// Seeded damage to real store files on disk: the store reads the file, or moves it aside
/// with a notice and starts empty; it never crashes and never throws an untyped error.
@Suite struct StoreFileFuzzTests {
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func favoritesFile_mutated_readOrMovedAsideWithNotice() async throws {
        let temporary = try TemporaryDirectory()
        let original = try await Self.favoritesFile(in: temporary.appending("original"))
        let folder = temporary.appending("case")
        var mutator = JSONMutator(seed: 8)
        var movedAside = 0

        for number in 0..<400 {
            try? FileManager.default.removeItem(at: folder)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent(StoredFavoritesRepository.fileName)
            try mutator.mutate(original).write(to: file)
            let notices = NoticeBoard()
            let repository = StoredFavoritesRepository(
                directory: folder, notices: notices, now: { Self.now })

            do {
                _ = try await repository.favorites()
            } catch is GiveawaysError {
            } catch {
                Issue.record("case \(number) failed untyped: \(error)")
            }

            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            if names.contains(where: { $0.hasPrefix("favorites.json.corrupt-") }) {
                movedAside += 1
                #expect(notices.drain().contains { $0.contains("corrupt-") }, "case \(number)")
            }
        }

        #expect(movedAside > 0 && movedAside < 400)
    }

    /// A favourites file with three giveaways, written by the repository itself.
    static func favoritesFile(in folder: URL) async throws -> Data {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let repository = StoredFavoritesRepository(
            directory: folder, notices: NoticeBoard(), now: { now })
        for id in 1...3 {
            try await repository.add(.sample(id: id, title: "Game \(id)", worthInCents: id * 100))
        }
        return try Data(
            contentsOf: folder.appendingPathComponent(StoredFavoritesRepository.fileName))
    }
}
