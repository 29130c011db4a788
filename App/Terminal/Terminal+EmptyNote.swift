extension Terminal {
    /// Says that a command's result is empty ("No campaigns yet — …"): on stdout for a
    /// person at a terminal, on stderr otherwise, so scripts still get empty output.
    public func writeEmptyNote(_ note: String) {
        if capabilities.isInteractive {
            write(note + "\n")
        } else {
            writeError(note + "\n")
        }
    }
}
