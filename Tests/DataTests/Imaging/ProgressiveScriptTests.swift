import CleanAppsTestSupport
import Foundation
import ImagingKit
import Testing

/// Progressive coding carries a baseline file's quantised coefficients exactly, whatever its
/// scan script: over seeded scripts (random spectral bands, deep successive approximation, so
/// many refinements run over end-of-band runs of blocks with and without non-zero history),
/// the progressive file decodes to exactly the pixels of the baseline file `cjpeg` makes of
/// the same picture. Skipped without `cjpeg` (Debian libjpeg-turbo-progs).
@Suite struct ProgressiveScriptTests {
    static let kinds: [(sampling: String?, seed: UInt64)] = [
        ("2x2", 1), ("1x1", 2), (nil, 3), ("2x1", 4), ("2x2", 5), ("1x1", 6),
    ]

    @Test(arguments: kinds.indices)
    func progressiveScript_anyCompleteScript_decodesToTheBaselinePixels(index: Int) throws {
        let (sampling, seed) = Self.kinds[index]
        var random = SeededGenerator(seed: seed)
        let components = sampling == nil ? 1 : 3
        let script = Self.script(components: components, using: &random)
        let (width, height) = (
            Int.random(in: 9...90, using: &random), Int.random(in: 9...90, using: &random)
        )
        let baselineKind = GeneratedPhotos.JPEGKind(
            progressive: false, sampling: sampling, restartBlocks: nil)
        guard
            let baseline = try GeneratedPhotos.jpeg(
                width: width, height: height, kind: baselineKind, seed: seed),
            let progressive = try GeneratedPhotos.jpeg(
                width: width, height: height, kind: baselineKind, seed: seed, scans: script)
        else { return }

        let expected = try ImageDecoder.decode(baseline)
        let image = try ImageDecoder.decode(progressive)

        let scans = zip(progressive, progressive.dropFirst()).filter { $0 == (0xFF, 0xDA) }.count
        #expect(scans == script.split(separator: "\n").count)
        #expect(image == expected, "script:\n\(script)")
    }

    /// A complete progressive script for `components` components in `cjpeg -scans` form: DC
    /// first at a random point transform then refined to 0; each component's AC range split
    /// into random bands, each sent first at a random point transform, then refined bit by
    /// bit to 0 (refinements of different bands interleaved); at most 100 scans (`cjpeg`'s
    /// limit).
    static func script(components: Int, using random: inout SeededGenerator) -> String {
        while true {
            let lines = scriptLines(components: components, using: &random)
            if lines.count <= 100 { return lines.joined(separator: "\n") + "\n" }
        }
    }

    private static func scriptLines(components: Int, using random: inout SeededGenerator)
        -> [String]
    {
        let all = (0..<components).map(String.init).joined(separator: ",")
        let dcShift = Int.random(in: 0...3, using: &random)
        var lines = ["\(all): 0-0, 0, \(dcShift);"]
        var refinements: [String] = (0..<dcShift).reversed().map {
            "\(all): 0-0, \($0 + 1), \($0);"
        }
        for component in 0..<components {
            var start = 1
            while start <= 63 {
                let end = min(63, start + Int.random(in: 0...24, using: &random))
                let shift = Int.random(in: 0...4, using: &random)
                lines.append("\(component): \(start)-\(end), 0, \(shift);")
                for bit in (0..<shift).reversed() {
                    refinements.append("\(component): \(start)-\(end), \(bit + 1), \(bit);")
                }
                start = end + 1
            }
        }
        // NB: a refinement of one band may come before the first scan of another; each band's
        // own refinements stay in order.
        refinements.shuffle(using: &random)
        refinements.sort { shift(of: $0) > shift(of: $1) }
        return lines + refinements
    }

    /// The `Ah` of a script line.
    private static func shift(of line: String) -> Int {
        Int(line.split(separator: ",").dropLast().last?.trimmingCharacters(in: .whitespaces) ?? "")
            ?? 0
    }
}
