import CleanAppsCore
import CleanAppsTestSupport
import DirectoryDomain
import Foundation
import Testing

@testable import CleanAppsDataCore
@testable import DirectoryData

@Suite struct StoredDirectoryJSONWritingTests {
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

    /// What the store's `JSONEncoder` writes for `document`, with its final line break.
    private static func encoded(_ document: StoredDirectoryDTO) throws -> [UInt8] {
        let envelope = DocumentEnvelope(
            schemaVersion: 2, savedAt: "2026-11-25T17:00:00Z", document: document)
        return Array(try DocumentCoding.makeEncoder().encode(envelope)) + [0x0A]
    }

    private static func written(_ document: StoredDirectoryDTO) -> [UInt8] {
        JSONDocumentStore<StoredDirectoryDTO>.envelopeJSON(
            document, savedAt: "2026-11-25T17:00:00Z", schemaVersion: 2)
    }

    @Test(arguments: [0, 1, 6])
    func writeJSON_anyDocument_isByteIdenticalToTheEncoder(persons: Int) throws {
        let document = Self.document(persons: persons)

        let written = Self.written(document)

        #expect(
            String(decoding: written, as: UTF8.self)
                == String(decoding: try Self.encoded(document), as: UTF8.self))
    }

    @Test func writeJSON_emptyDocument_isByteIdenticalToTheEncoder() throws {
        let document = StoredDirectoryDTO()

        let written = Self.written(document)

        #expect(written == (try Self.encoded(document)))
    }

    @Test func writeJSON_writtenText_decodesToTheSameDocument() throws {
        let document = Self.document(persons: 6)

        let decoded = try DocumentCoding.makeDecoder(expectingVersion: 2)
            .decode(DocumentEnvelope<StoredDirectoryDTO>.self, from: Data(Self.written(document)))

        #expect(decoded.document == document)
    }

    @Test func storeWrite_documentOfManyPieces_fileIsByteIdenticalToTheWholeText() throws {
        let folder = try TemporaryDirectory()
        let savedAt = Date(timeIntervalSince1970: 1_764_090_000)
        let store = JSONDocumentStore<StoredDirectoryDTO>(
            directory: folder.url, fileName: "directory.json", schemaVersion: 2,
            notices: NoticeBoard(), now: { savedAt }, makeDefault: { StoredDirectoryDTO() })
        let document = Self.document(persons: 1_500)

        try store.replace(with: document)

        let file = try Data(contentsOf: folder.appending("directory.json"))
        let whole = JSONDocumentStore<StoredDirectoryDTO>.envelopeJSON(
            document, savedAt: UTCDateTime(savedAt).iso8601(), schemaVersion: 2)
        #expect(whole.count > 3 * JSONDocumentStore<StoredDirectoryDTO>.writeChunkBytes)
        #expect(file.elementsEqual(whole))
    }

    @Test(arguments: [0, 6])
    func directoryText_anyDirectory_isByteIdenticalToItsStoredForm(persons: Int) throws {
        let directory = try #require(try Self.document(persons: persons).toDirectory())

        let text = JSONDocumentStore<StoredDirectoryDTO>.envelopeJSON(
            StoredDirectoryText(directory: directory), savedAt: "2026-11-25T17:00:00Z",
            schemaVersion: 2)

        #expect(text == Self.written(StoredDirectoryDTO(directory)))
    }
}
