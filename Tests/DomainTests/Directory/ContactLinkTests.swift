import CleanAppsCore
import DirectoryDomain
import Foundation
import Testing

@Suite struct ContactLinkTests {
    @Test(arguments: [
        (ContactLink.Kind.twitter, "@hong", "https://twitter.com/hong"),
        (.twitter, "hong", "https://twitter.com/hong"),
        (.facebook, "720421300418521", "https://www.facebook.com/720421300418521"),
        (.instagram, "m190122", "https://www.instagram.com/m190122"),
        (.kakao, "hong.story", "https://story.kakao.com/hong.story"),
        (.twitter, "https://twitter.com/already", "https://twitter.com/already"),
        (.twitter, "홍 길동", "https://twitter.com/%ED%99%8D%20%EA%B8%B8%EB%8F%99"),
        (.homepage, "https://m190122.example.kr", "https://m190122.example.kr"),
        (.blog, "blog.example.kr/m1", "https://blog.example.kr/m1"),
        (.youtube, "http://www.youtube.com/@m1", "http://www.youtube.com/@m1"),
        (.email, "member001@assembly.example.kr", "mailto:member001@assembly.example.kr"),
    ])
    func webURL_value_buildsSafeURL(kind: ContactLink.Kind, value: String, expected: String) {
        #expect(ContactLink(kind: kind, value: value).webURL?.absoluteString == expected)
    }

    @Test(arguments: [
        (ContactLink.Kind.homepage, "javascript:alert(1)"), (.homepage, "file:///etc/passwd"),
        (.blog, "ftp://example.kr"), (.cafe, "not a url"), (.homepage, "https://"),
        (.email, "not-an-email"), (.email, "a@b@c.kr"), (.email, "x@y.kr?subject=hi"),
        (.twitter, "@"),
    ])
    func webURL_unsafeValue_isNil(kind: ContactLink.Kind, value: String) {
        #expect(ContactLink(kind: kind, value: value).webURL == nil)
    }

    @Test func appURL_socialAccounts_haveAppLinksOthersDoNot() {
        #expect(
            ContactLink(kind: .twitter, value: "@hong").appURL?.absoluteString
                == "twitter://user?screen_name=hong")
        #expect(
            ContactLink(kind: .instagram, value: "m1").appURL?.absoluteString
                == "instagram://user?username=m1")
        #expect(ContactLink(kind: .homepage, value: "https://a.kr").appURL == nil)
        #expect(
            ContactLink.Kind.allCases.filter(\.isSocialAccount) == [
                .twitter, .facebook, .instagram, .kakao,
            ])
    }
}
