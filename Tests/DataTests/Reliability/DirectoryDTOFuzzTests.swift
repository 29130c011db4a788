import CleanAppsCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore
@testable import DirectoryData

/// Seeded fuzzing of the Directory store documents in memory: the schema-2 document and the
/// frozen schema-1 document through its migration.
@Suite struct DirectoryDTOFuzzTests {
    @Test func storedDirectory_mutated_givesADirectoryOrFailsTyped() async throws {
        let document = try DocumentCoding.makeEncoder().encode(
            StoredDirectoryDTO(DirectorySamples.directory(favorites: ["이순신", "홍길동"])))
        let fuzz = DecoderFuzz(cases: 1_500, seed: 41) {
            $0 is DecodingError || $0 is DirectoryError
        }

        let failures = await fuzz.failures(of: document) { data in
            let dto = try DocumentCoding.makeDecoder().decode(StoredDirectoryDTO.self, from: data)
            if let directory = try dto.toDirectory() {
                #expect(SemanticVersion(directory.info.version.description) != nil)
            }
        }

        #expect(failures > 0 && failures < 1_500)
    }

    @Test func schema1Document_mutated_migratesToAConsistentDirectoryOrFailsTyped() async throws {
        let document = try Self.schema1Document()
        let fuzz = DecoderFuzz(cases: 1_500, seed: 42) {
            $0 is DecodingError || $0 is DirectoryError || $0 is EncodingError
        }

        let failures = await fuzz.failures(of: document) { data in
            let upgraded = try StoredDirectoryMigration.fromVersion1(data)
            Self.expectConsistent(
                try DocumentCoding.makeDecoder().decode(StoredDirectoryDTO.self, from: upgraded))
        }

        #expect(failures > 0 && failures < 1_500)
    }

    /// The `document` part of the checked-in schema-1 file.
    static func schema1Document() throws -> Data {
        let file = try Data(contentsOf: DirectoryFixtures.url("store/directory-v1.json"))
        let envelope = try #require(try JSONSerialization.jsonObject(with: file) as? [String: Any])
        return try JSONSerialization.data(withJSONObject: try #require(envelope["document"]))
    }

    /// Identities are unique, and favourites name persons once each.
    static func expectConsistent(_ directory: StoredDirectoryDTO) {
        let ids = directory.persons.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate identities: \(ids)")
        #expect(Set(directory.favorites).count == directory.favorites.count)
        #expect(Set(directory.favorites).isSubset(of: ids), "\(directory.favorites) ⊄ \(ids)")
    }
}
