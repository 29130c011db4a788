import CleanAppsPresentationCore

extension DataOriginNote {
    /// The note as the command line says it: network use that is off is `--offline`
    /// ("Showing the bundled snapshot of 14 Sep 2022 (--offline, nothing saved yet).").
    public var commandLineText: String { text(offlineSwitch: "--offline") }
}
