/// What one benchmark measured, judged against its budget.
struct BenchmarkResult: Codable, Sendable {
    /// Whether smaller figures are better (times, memory) or larger ones (throughput).
    enum Direction: String, Codable, Sendable {
        case atMost
        case atLeast
    }

    var name: String
    var unit: String
    var budget: Double
    var direction: Direction
    var median: Double
    var minimum: Double
    var maximum: Double
    var runs: Int
    var peakMemoryMB: Double?
    /// A ceiling on `peakMemoryMB`, judged with the median.
    var memoryBudgetMB: Double?
    /// A reference figure shown for context: never judged.
    var isReference = false
    var note: String?

    var passed: Bool {
        if isReference { return true }
        if let memoryBudgetMB, let peakMemoryMB, peakMemoryMB > memoryBudgetMB { return false }
        switch direction {
        case .atMost: return median <= budget
        case .atLeast: return median >= budget
        }
    }

    /// "PASS", "OVER" or "ref".
    var mark: String {
        isReference ? "ref" : passed ? "PASS" : "OVER"
    }

    /// A result from raw samples; the median is the judged figure.
    init(
        name: String, unit: String, budget: Double, direction: Direction = .atMost,
        samples: [Double], peakMemoryMB: Double? = nil, memoryBudgetMB: Double? = nil,
        isReference: Bool = false, note: String? = nil
    ) {
        let sorted = samples.sorted()
        self.name = name
        self.unit = unit
        self.budget = budget
        self.direction = direction
        self.median = Self.median(of: sorted)
        self.minimum = sorted.first ?? 0
        self.maximum = sorted.last ?? 0
        self.runs = samples.count
        self.peakMemoryMB = peakMemoryMB
        self.memoryBudgetMB = memoryBudgetMB
        self.isReference = isReference
        self.note = note
    }

    private static func median(of sorted: [Double]) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2)
            ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}
