/// The closest valid word to a mistyped one, for "did you mean" hints in usage errors.
public enum CommandSuggestion {
    /// The candidate nearest to `word` by edit distance, when it is close enough to be a typo
    /// (at most a third of the word's length, at least 1 and at most 3 edits), or one that
    /// starts with `word`.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.lowercased())
        guard !typed.isEmpty else { return nil }
        let limit = min(3, max(1, typed.count / 3))
        let scored = candidates.map { ($0, distance(typed, Array($0.lowercased()))) }
        if let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= limit { return best.0 }
        return candidates.first { $0.lowercased().hasPrefix(word.lowercased()) }
    }

    /// `message`, followed by "; did you mean 'X'?" when a candidate is close to `word`.
    public static func message(_ message: String, for word: String, among candidates: [String])
        -> String
    {
        guard let match = closest(to: word, among: candidates) else { return message }
        return "\(message); did you mean '\(match)'?"
    }

    /// The edit distance between two character arrays, a swap of two neighbours counting
    /// as one edit (optimal string alignment).
    ///
    /// NB: with plain Levenshtein a swap costs 2, over the limit for words of up to 5
    /// letters, so `stema` and `valeu` got no hint.
    private static func distance(_ left: [Character], _ right: [Character]) -> Int {
        var beforePrevious: [Int] = []
        var previous = Array(0...right.count)
        for (i, leftCharacter) in left.enumerated() {
            var current = [i + 1]
            for (j, rightCharacter) in right.enumerated() {
                let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
                var best = min(previous[j + 1] + 1, current[j] + 1, substitution)
                if i > 0, j > 0, leftCharacter == right[j - 1], left[i - 1] == rightCharacter {
                    best = min(best, beforePrevious[j - 1] + 1)
                }
                current.append(best)
            }
            beforePrevious = previous
            previous = current
        }
        return previous[right.count]
    }
}
