import CleanAppsTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore
@testable import DirectoryData

/// The direct store reader against the store's `JSONDecoder` on written directories, the
/// schema-1 fixture and mutated files: the same document, or nil where `JSONDecoder` refuses
/// or the file is of another version (the store then classifies it through `JSONDecoder`).
@Suite struct StoredDirectoryJSONReadingTests {
    private static let hostile =
        "TQ \" \\ \\u0000 / é 홍\u{1B}[31m\u{0}\u{1}\u{7}\u{8}\t\n\u{B}\u{C}\r\u{1F}\u{7F}\u{202E}\u{2028}🇰🇷Z"

    private static func document(persons: Int) -> StoredDirectoryDTO {
        let phones = [
            StoredPhoneDTO(kind: "mobile", label: "휴대폰", number: "010-1234-5678"),
            StoredPhoneDTO(kind: "districtOffice", label: hostile, number: "02-784-2158"),
        ]
        let links = [StoredLinkDTO(kind: "homepage", value: "https://x.example/a/b?c=\"d\"")]
        return StoredDirectoryDTO(
            info: StoredInfoDTO(version: "1.10.0", notice: hostile, noticeDate: nil, patch: "p"),
            parties: [
                StoredPartyDTO(no: 1, name: "미래연합당", detail: nil, phones: [], links: links),
                StoredPartyDTO(no: 2, name: hostile, detail: "d", phones: phones, links: []),
            ],
            persons: (0..<persons).map { index in
                StoredPersonDTO(
                    id: "홍길동-\(index)", no: index + 3, name: index == 1 ? hostile : "홍길동",
                    job: index.isMultiple(of: 2) ? nil : "의원", party: index == 0 ? nil : -index,
                    district: index == 2 ? nil : "서울 종로구",
                    phones: index == 3 ? [] : phones, links: index == 4 ? [] : links)
            },
            committees: [
                StoredCommitteeDTO(
                    group: 1, number: 2, title: "국방위원회", groupName: "상임위원회", detail: nil,
                    website: "https://committee.example.kr/2", members: ["홍길동-0", hostile]),
                StoredCommitteeDTO(
                    group: 2, number: 1, title: "t", groupName: "g", detail: hostile, website: nil,
                    members: []),
            ],
            favorites: persons > 1 ? ["홍길동-1", "홍길동-0"] : [],
            source: StoredSourceDTO(
                kind: "user", name: hostile, modified: Date(timeIntervalSince1970: 1_764_000_000)))
    }

    private static func written(_ document: StoredDirectoryDTO, version: Int = 2) -> Data {
        Data(
            JSONDocumentStore<StoredDirectoryDTO>.envelopeJSON(
                document, savedAt: "2026-11-25T17:00:00Z", schemaVersion: version))
    }

    private static func direct(_ bytes: Data) -> StoredDirectoryDTO? {
        DocumentEnvelope<StoredDirectoryDTO>.directDocument(from: bytes, expectingVersion: 2)
    }

    /// What the store read before: the document when the file is of version 2, else nil.
    private static func reference(_ bytes: Data) -> StoredDirectoryDTO? {
        let envelope = try? DocumentCoding.makeDecoder(expectingVersion: 2)
            .decode(DocumentEnvelope<StoredDirectoryDTO>.self, from: bytes)
        return envelope?.schemaVersion == 2 ? envelope?.document : nil
    }

    @Test(arguments: [0, 1, 6])
    func read_writtenDirectory_givesTheSameDocument(persons: Int) throws {
        let document = Self.document(persons: persons)
        let bytes = Self.written(document)

        let direct = try #require(Self.direct(bytes))

        #expect(direct == document)
        #expect(direct == Self.reference(bytes))
    }

    @Test func read_emptyDirectory_givesTheSameDocument() {
        let bytes = Self.written(StoredDirectoryDTO())

        #expect(Self.direct(bytes) == StoredDirectoryDTO())
    }

    @Test(arguments: [1, 3])
    func read_otherSchemaVersion_isLeftToJSONDecoder(version: Int) {
        let bytes = Self.written(Self.document(persons: 2), version: version)

        #expect(Self.direct(bytes) == nil)
    }

    @Test func read_schemaOneFixture_isLeftToJSONDecoder() throws {
        let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        let bytes = try Data(
            contentsOf: root.appendingPathComponent("Directory/store/directory-v1.json"))

        #expect(Self.direct(bytes) == nil)
        #expect(Self.reference(bytes) == nil)
    }

    @Test(arguments: [
        (#""no" : 3"#, #""no" : "3""#), (#""no" : 3"#, #""no" : null"#),
        (#""no" : 3"#, #""no" : 3.5"#), (#""id" : "홍길동-0","#, ""),
        (#""favorites" : ["#, #""favorites" : null, "x" : ["#),
        (#""modified" : "2025-11-24T16:00:00Z""#, #""modified" : "yesterday""#),
        (#""modified" : "2025-11-24T16:00:00Z""#, #""modified" : null"#),
        (#""job" : "의원""#, #""job" : 1"#), (#""info" : {"#, #""info" : null, "i" : {"#),
        (#""source" : {"#, #""source" : 1, "s" : {"#),
        (#""schemaVersion" : 2"#, #""schemaVersion" : "2""#),
        (#""savedAt" : "2026-11-25T17:00:00Z""#, #""savedAt" : 1"#),
        (#""savedAt" : "2026-11-25T17:00:00Z","#, ""),
        (#""name" : "홍길동","#, #""name" : "홍길동", "name" : 1, "extra" : [{"a" : {}}],"#),
        (#""no" : 3,"#, #""no" : 3, "no" : "x","#),
        (#""phones" : ["#, #""phones" : [1, "#),
    ])
    func read_editedFile_agreesWithJSONDecoder(original: String, replacement: String) throws {
        let text = String(decoding: Self.written(Self.document(persons: 2)), as: UTF8.self)
        let range = try #require(text.range(of: original))
        let bytes = Data(text.replacingCharacters(in: range, with: replacement).utf8)

        let direct = Self.direct(bytes)

        let reference = Self.reference(bytes)
        if let direct { #expect(direct == reference) }
        if reference == nil { #expect(direct == nil) }
    }

    @Test func read_mutatedFiles_acceptsOnlyWhatJSONDecoderAccepts() {
        let original = Array(Self.written(Self.document(persons: 3)))
        var generator = SeededGenerator(seed: 0xD1_2EC7)
        var refused = 0

        for _ in 0..<200 {
            for mutated in JSONByteReaderStrictnessTests.mutations(of: original, &generator) {
                let bytes = Data(mutated)

                let direct = Self.direct(bytes)

                let reference = Self.reference(bytes)
                if let direct { #expect(direct == reference) }
                if reference == nil {
                    #expect(direct == nil)
                    refused += 1
                }
            }
        }

        #expect(refused > 300)
    }
}
