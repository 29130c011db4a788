import DirectoryDomain
import Testing

@testable import DirectoryData

/// A stored directory whose version was hand-edited into something else.
@Suite struct StoredDirectoryVersionTests {
    @Test func toDirectory_versionNotAVersion_throwsTheTypedStoreError() {
        let document = StoredDirectoryDTO(
            info: StoredInfoDTO(version: "one", notice: nil, noticeDate: nil, patch: nil))

        #expect(throws: DirectoryError.storedVersionInvalid("one")) {
            try document.toDirectory()
        }
    }
}
