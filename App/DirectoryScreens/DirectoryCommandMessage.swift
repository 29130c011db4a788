import DirectoryDomain

/// The command line's words for the Directory: the lines of a bundled update that was not
/// applied, with the command that applies it.
enum DirectoryCommandMessage {
    /// The lines of a bundled update that was not applied, the last with the command that
    /// applies it: "… and your favourites 나. Run cleanapps directory reset to apply it."
    static func deferred(_ messages: [String]) -> [String] {
        guard let last = messages.last else { return messages }
        return messages.dropLast() + [last + " Run cleanapps directory reset to apply it."]
    }
}
