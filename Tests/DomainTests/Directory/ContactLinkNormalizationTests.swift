import CleanAppsCore
import DirectoryDomain
import Foundation
import Testing

/// Full-width ASCII in handles and addresses is NFKC-normalised before a link is
/// built.
@Suite struct ContactLinkNormalizationTests {
    @Test func webURL_fullWidthHandle_buildsTheASCIILink() {
        #expect(
            ContactLink(kind: .twitter, value: "＠ｍ１２３").webURL?.absoluteString
                == "https://twitter.com/m123")
        #expect(
            ContactLink(kind: .instagram, value: "ｍｅ＿ｍｐ").appURL?.absoluteString
                == "instagram://user?username=me_mp")
    }

    @Test func webURL_fullWidthEmailAndSite_buildTheASCIIAddress() {
        #expect(
            ContactLink(kind: .email, value: "ｍｅ＠ａｓｓｅｍｂｌｙ．ｋｒ").webURL?.absoluteString
                == "mailto:me@assembly.kr")
        #expect(
            ContactLink(kind: .homepage, value: "ｗｗｗ．ｅｘａｍｐｌｅ．ｋｒ").webURL?.absoluteString
                == "https://www.example.kr")
    }
}
