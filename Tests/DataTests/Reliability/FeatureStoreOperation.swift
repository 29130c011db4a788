import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import Foundation
import GiveawaysData
import GiveawaysDomain
import GiveawaysTestSupport
import Testing
import WaterData
import WaterDomain
import WaterTestSupport

/// One operation of a feature's store that writes, from a store that already holds a few
/// states (and, where the feature keeps them, a full set of backups), with the feature's
/// own undo.
struct FeatureStoreOperation: Sendable, CustomTestStringConvertible {
    /// What the user did, e.g. "campaigns delete".
    let name: String
    /// The store file.
    let fileName: String
    let schemaVersion: Int
    /// Fills the data folder.
    let setUp: @Sendable (URL) async throws -> Void
    /// The operation.
    let operation: @Sendable (URL) async throws -> Void
    /// The feature's undo: false when there was nothing to undo.
    let undo: @Sendable (URL) async throws -> Bool
    /// Whether undo leaves the file holding `backup`, given the file then.
    let putBack: @Sendable (_ file: StoredJSON?, _ backup: StoredJSON) -> Bool

    var testDescription: String { name }

    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    static let all: [FeatureStoreOperation] =
        campaignOperations + directoryOperations + waterOperations + [favourite]

    // MARK: Campaigns

    private static func campaigns(_ folder: URL) -> DocumentCampaignsRepository {
        DocumentCampaignsRepository(
            storage: JSONFileCampaignDocumentStorage(
                directory: folder, notices: NoticeBoard(), now: { now }))
    }

    private static let campaignsUndo: @Sendable (URL) async throws -> Bool = { folder in
        try await campaigns(folder).restoreDeletedCampaigns() != nil
    }

    /// Five campaigns, three deleted: three backups.
    private static let campaignsSetUp: @Sendable (URL) async throws -> Void = { folder in
        let repository = campaigns(folder)
        for number in 1...5 { try await repository.save(CampaignFixtures.campaign(id: number)) }
        for number in 1...3 { try await repository.delete(id: CampaignFixtures.id(number)) }
    }

    /// Campaigns undo merges: every campaign of the backup is in the file again.
    private static let campaignsPutBack: @Sendable (StoredJSON?, StoredJSON) -> Bool = {
        file, backup in
        guard case .array(let kept)? = file, case .array(let wanted) = backup else { return false }
        return wanted.allSatisfy { campaign in kept.contains { $0.id == campaign.id } }
    }

    private static let campaignOperations: [FeatureStoreOperation] = [
        FeatureStoreOperation(
            name: "campaigns delete", fileName: "campaigns.json", schemaVersion: 1,
            setUp: campaignsSetUp,
            operation: { try await campaigns($0).delete(id: CampaignFixtures.id(4)) },
            undo: campaignsUndo, putBack: campaignsPutBack),
        FeatureStoreOperation(
            name: "campaigns save", fileName: "campaigns.json", schemaVersion: 1,
            setUp: campaignsSetUp,
            operation: { try await campaigns($0).save(CampaignFixtures.campaign(id: 6)) },
            undo: campaignsUndo, putBack: campaignsPutBack),
        FeatureStoreOperation(
            name: "campaigns undo", fileName: "campaigns.json", schemaVersion: 1,
            setUp: campaignsSetUp, operation: { _ = try await campaignsUndo($0) },
            undo: campaignsUndo, putBack: campaignsPutBack),
    ]

    // MARK: Directory

    private static func directory(_ folder: URL) -> StoredDirectoryRepository {
        StoredDirectoryRepository(directory: folder, notices: NoticeBoard(), now: { now })
    }

    /// Version `1.<minor>.0` of a three-person directory.
    private static func importing(minor: Int) -> Directory {
        let workbook = DirectoryWorkbook(
            info: DirectoryInfo(version: SemanticVersion("1.\(minor).0")!),
            persons: ["가", "나", "다"].enumerated().map {
                WorkbookPerson(rowNumber: $0 + 1, name: "\($1)\(minor)")
            })
        return DirectoryMerge().merge(
            stored: nil, incoming: workbook,
            source: .userFile(name: "v\(minor).xlsx", modified: Date(timeIntervalSince1970: 0))
        ).directory
    }

    private static let directoryUndo: @Sendable (URL) async throws -> Bool = { folder in
        try await directory(folder).restorePreviousDirectory() != nil
    }

    /// Four imports: three backups.
    private static let directorySetUp: @Sendable (URL) async throws -> Void = { folder in
        for minor in 0..<4 {
            try await directory(folder).replaceDirectory { _ in (importing(minor: minor), ()) }
        }
    }

    private static let directoryOperations: [FeatureStoreOperation] = [
        FeatureStoreOperation(
            name: "directory import", fileName: "directory.json", schemaVersion: 2,
            setUp: directorySetUp,
            operation: { folder in
                try await directory(folder).replaceDirectory { _ in (importing(minor: 4), ()) }
            },
            undo: directoryUndo, putBack: { $0 == $1 }),
        FeatureStoreOperation(
            name: "directory favourite", fileName: "directory.json", schemaVersion: 2,
            setUp: directorySetUp,
            operation: { folder in
                let person = try await directory(folder).loadDirectory()?.persons.first?.id
                try await directory(folder).setFavorite(true, for: try #require(person))
            },
            undo: directoryUndo, putBack: { $0 == $1 }),
        FeatureStoreOperation(
            name: "directory undo", fileName: "directory.json", schemaVersion: 2,
            setUp: directorySetUp, operation: { _ = try await directoryUndo($0) },
            undo: directoryUndo, putBack: { $0 == $1 }),
    ]

    // MARK: Water

    private static func water(_ folder: URL) -> StoredWaterSourcesClient {
        StoredWaterSourcesClient(
            directory: folder, notices: NoticeBoard(), now: { now },
            startingSources: { [.sample(id: "a"), .sample(id: "b")] })
    }

    private static let waterUndo: @Sendable (URL) async throws -> Bool = { folder in
        try await water(folder).restorePreviousSources() != nil
    }

    /// Cleaned and reset three times: three backups.
    private static let waterSetUp: @Sendable (URL) async throws -> Void = { folder in
        for boiled in [20, 40, 60] {
            try await water(folder).save(.sample(id: "a", boiled: boiled))
            try await water(folder).reset()
        }
        try await water(folder).save(.sample(id: "b", filtered: 80))
    }

    private static let waterOperations: [FeatureStoreOperation] = [
        FeatureStoreOperation(
            name: "water reset", fileName: "water.json", schemaVersion: 1,
            setUp: waterSetUp, operation: { try await water($0).reset() },
            undo: waterUndo, putBack: { $0 == $1 }),
        FeatureStoreOperation(
            name: "water clean", fileName: "water.json", schemaVersion: 1,
            setUp: waterSetUp,
            operation: { try await water($0).save(.sample(id: "a", disinfected: 100)) },
            undo: waterUndo, putBack: { $0 == $1 }),
        FeatureStoreOperation(
            name: "water undo", fileName: "water.json", schemaVersion: 1,
            setUp: waterSetUp, operation: { _ = try await waterUndo($0) },
            undo: waterUndo, putBack: { $0 == $1 }),
    ]

    // MARK: Giveaways

    private static func favourites(_ folder: URL) -> StoredFavoritesRepository {
        StoredFavoritesRepository(directory: folder, notices: NoticeBoard(), now: { now })
    }

    private static let favourite = FeatureStoreOperation(
        name: "giveaways favourite", fileName: "favorites.json", schemaVersion: 1,
        setUp: { try await favourites($0).add(.sample(id: 1)) },
        operation: { try await favourites($0).add(.sample(id: 2)) },
        undo: { _ in false }, putBack: { _, _ in false })
}

/// A JSON value as a store file holds it (the test support's, which this target's own
/// `JSONValue` hides).
typealias StoredJSON = CleanAppsTestSupport.JSONValue

extension StoredJSON {
    /// The `id` member of an object.
    fileprivate var id: StoredJSON? {
        guard case .object(let members) = self else { return nil }
        return members["id"]
    }
}
