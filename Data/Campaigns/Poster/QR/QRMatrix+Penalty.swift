extension QRMatrix {
    /// The penalty weights N1–N4 of the mask evaluation (ISO/IEC 18004 §7.8.3).
    static let runWeight = 3
    static let blockWeight = 3
    static let finderLikeWeight = 40
    static let balanceWeight = 10

    /// The mask evaluation score: runs of five or more, 2×2 blocks, finder-like 1:1:3:1:1
    /// patterns with four light modules on a side, and the dark share away from half.
    var penalty: Int {
        var score = 0
        let finderLike: [[Bool]] = [
            [true, false, true, true, true, false, true, false, false, false, false],
            [false, false, false, false, true, false, true, true, true, false, true],
        ]
        for line in 0..<size {
            for lineIsRow in [true, false] {
                let modules = (0..<size).map {
                    lineIsRow ? dark[line * size + $0] : dark[$0 * size + line]
                }
                var run = 1
                for index in 1...size {
                    if index < size, modules[index] == modules[index - 1] {
                        run += 1
                        continue
                    }
                    if run >= 5 { score += Self.runWeight + run - 5 }
                    run = 1
                }
                guard size >= 11 else { continue }
                for start in 0...(size - 11) {
                    let window = Array(modules[start..<start + 11])
                    if finderLike.contains(window) { score += Self.finderLikeWeight }
                }
            }
        }
        for y in 0..<size - 1 {
            for x in 0..<size - 1 {
                let colour = dark[y * size + x]
                if dark[y * size + x + 1] == colour, dark[(y + 1) * size + x] == colour,
                    dark[(y + 1) * size + x + 1] == colour
                {
                    score += Self.blockWeight
                }
            }
        }
        let total = size * size
        let darkCount = dark.count(where: { $0 })
        let steps = (abs(darkCount * 20 - total * 10) + total - 1) / total - 1
        return score + max(steps, 0) * Self.balanceWeight
    }
}
