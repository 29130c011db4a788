/// Joins a library's sentence and the command-line hint that helps with it.
public enum CommandHint {
    /// `sentence` with its final full stop replaced by "; " and `hint`.
    public static func appending(_ hint: String, to sentence: String) -> String {
        (sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence) + "; " + hint
    }
}
