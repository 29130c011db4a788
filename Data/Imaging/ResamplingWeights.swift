/// The filter taps of one axis: for each target position kept, the indices (in the source
/// pixels available) and weights that sum to 256.
struct ResamplingWeights {
    private var starts: [Int] = []
    private var indices: [Int] = []
    private var weights: [Int32] = []

    /// Taps for `positions` of a `source` → `target` scale, from the source pixels
    /// `available` alone (indices counted from its start).
    init(source: Int, target: Int, positions: Range<Int>, available: Range<Int>) {
        let ratio = Double(source) / Double(target)
        let support = max(ratio, 1)
        let lowest = max(0, available.lowerBound)
        let highest = min(source, available.upperBound) - 1
        for position in positions {
            starts.append(indices.count)
            let centre = (Double(position) + 0.5) * ratio - 0.5
            let first = max(lowest, Int((centre - support).rounded(.down)))
            let last = min(highest, Int((centre + support).rounded(.up)))
            var raw: [(Int, Double)] = []
            for index in stride(from: first, through: last, by: 1) {
                let weight = max(0, 1 - abs(Double(index) - centre) / support)
                if weight > 0 { raw.append((index - available.lowerBound, weight)) }
            }
            if raw.isEmpty {
                raw = [(min(max(Int(centre.rounded()), lowest), highest) - available.lowerBound, 1)]
            }
            let total = raw.reduce(0) { $0 + $1.1 }
            var remaining: Int32 = 256
            for (offset, (index, weight)) in raw.enumerated() {
                let share =
                    offset == raw.count - 1 ? remaining : Int32((weight / total * 256).rounded())
                indices.append(index)
                weights.append(share)
                remaining -= share
            }
        }
        starts.append(indices.count)
    }

    /// The source positions the taps of the `index`-th target position kept reach, first to
    /// last (counted from the start of the available pixels).
    func reach(of index: Int) -> ClosedRange<Int> {
        indices[starts[index]]...indices[starts[index + 1] - 1]
    }

    /// The most source positions one target position's taps span, first to last.
    var widestSpan: Int {
        (0..<starts.count - 1).reduce(1) { widest, position in
            let (first, end) = (starts[position], starts[position + 1])
            return end > first ? max(widest, indices[end - 1] - indices[first] + 1) : widest
        }
    }

    /// Calls `body` with the tap table: target position p uses taps `starts[p]..<starts[p+1]`,
    /// each a source index and a weight.
    func withTaps<R>(_ body: (Taps) -> R) -> R {
        starts.withUnsafeBufferPointer { starts in
            indices.withUnsafeBufferPointer { indices in
                weights.withUnsafeBufferPointer { weights in
                    // NB: every array holds at least one entry, so the base addresses exist.
                    body(
                        Taps(
                            starts: starts.baseAddress!, indices: indices.baseAddress!,
                            weights: weights.baseAddress!))
                }
            }
        }
    }
}

/// A ``Weights`` table as pointers, valid inside `withTaps`.
struct Taps {
    let starts: UnsafePointer<Int>
    let indices: UnsafePointer<Int>
    let weights: UnsafePointer<Int32>
}
