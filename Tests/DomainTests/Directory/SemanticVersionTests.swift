import CleanAppsCore
import DirectoryDomain
import Testing

@Suite struct SemanticVersionTests {
    @Test(arguments: [
        ("1.9.0", "1.10.0"), ("1.4.0", "1.9.0"), ("1.10.0", "2.0.0"), ("0.9.9", "1.0.0"),
        ("1.0.0-alpha", "1.0.0"), ("1.0.0-alpha", "1.0.0-alpha.1"), ("1.0.0-alpha.1", "1.0.0-beta"),
        ("1.0.0-beta.2", "1.0.0-beta.11"), ("1.0.0-rc.1", "1.0.0"), ("1.9", "1.9.1"),
        ("1.2.3", "1.2.3.1"), ("9.99.999", "10.0.0"),
    ])
    func lessThan_orderedPair_holds(lower: String, higher: String) throws {
        let low = try #require(SemanticVersion(lower))
        let high = try #require(SemanticVersion(higher))

        #expect(low < high)
        #expect(!(high < low))
        #expect(low != high)
    }

    @Test(arguments: [
        ("1.9", "1.9.0"), ("v1.9.0", "1.9.0"), (" 1.9.0 ", "1.9.0"), ("1.9.0+build.7", "1.9.0"),
        ("2", "2.0.0.0"),
    ])
    func equality_sameVersionWrittenDifferently_isEqualWithEqualHashes(left: String, right: String)
        throws
    {
        let lhs = try #require(SemanticVersion(left))
        let rhs = try #require(SemanticVersion(right))

        #expect(lhs == rhs)
        #expect(Set([lhs, rhs]).count == 1)
    }

    @Test(arguments: [
        "", " ", "abc", "1..2", "1.x", "1.9.", ".1", "1.0.0-", "1.0.0-a..b", "-1.0", "1.0 beta",
        "99999999999.0",
    ])
    func init_notAVersion_isNil(text: String) {
        #expect(SemanticVersion(text) == nil)
    }

    @Test func init_validText_exposesComponentsAndKeepsText() throws {
        let version = try #require(SemanticVersion(" v1.10.2-rc.1 "))

        #expect([version.major, version.minor, version.patch] == [1, 10, 2])
        #expect(version.preRelease == ["rc", "1"])
        #expect(version.description == "v1.10.2-rc.1")
    }

    @Test func sorted_mixedVersions_ordersNumerically() {
        let texts = ["1.10.0", "1.9.0", "1.2.0", "1.10.0-beta", "1.1.10"]

        let sorted = texts.compactMap(SemanticVersion.init).sorted().map(\.description)

        #expect(sorted == ["1.1.10", "1.2.0", "1.9.0", "1.10.0-beta", "1.10.0"])
    }
}
