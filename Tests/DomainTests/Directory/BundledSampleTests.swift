import CleanAppsTestSupport
import DirectoryDomain
import Testing

@Suite struct BundledSampleTests {
    private func version(_ random: inout SeededGenerator, major: ClosedRange<Int>)
        -> SemanticVersion
    {
        let parts = [
            Int.random(in: major, using: &random), Int.random(in: 0...12, using: &random),
            Int.random(in: 0...3, using: &random),
        ]
        return SemanticVersion(parts.map(String.init).joined(separator: "."))!
    }

    @Test func replaces_sampleBelowOneOverAnOldNumberedSample_alwaysReplaces() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<300 {
            let stored = version(&random, major: 1...9)
            let bundled = version(&random, major: 0...0)

            #expect(BundledSample.replaces(stored, with: bundled), "\(stored) → \(bundled)")
        }
    }

    @Test func replaces_withinOneNumbering_replacesOnlyWhenNewer() {
        var random = SeededGenerator(seed: 8)
        for _ in 0..<300 {
            let range = Bool.random(using: &random) ? 0...0 : 1...3
            let stored = version(&random, major: range)
            let bundled = version(&random, major: range)

            #expect(BundledSample.replaces(stored, with: bundled) == (bundled > stored))
        }
    }

    @Test func theBundledSample_sortsBeforeEveryRealWorkbook() {
        let sample = SemanticVersion("0.1.0")!

        for real in ["1.0.0", "1.1.0", "1.2.3", "1.4.0"] {
            #expect(sample < SemanticVersion(real)!)
        }
    }

    @Test(arguments: [
        ("1.9.0", true), ("1.10.0", true), ("2.0.0", true), ("1.4.0", false), ("0.1.0", false),
    ])
    func resolved_unknownSource_isTheOldSampleFromItsVersionOn(version: String, isBundled: Bool) {
        let source = DirectorySource.unknown.resolved(storedVersion: SemanticVersion(version)!)

        #expect(source.isBundled == isBundled)
        #expect(
            DirectorySource.bundled.resolved(storedVersion: SemanticVersion("1.0.0")!) == .bundled)
    }
}
