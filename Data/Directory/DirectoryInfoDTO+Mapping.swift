import DirectoryDomain

extension DirectoryInfoDTO {
    /// The version alone.
    ///
    /// - Throws: ``DirectoryError/missingInfo(_:)`` or ``DirectoryError/invalidVersion(_:)``.
    func toVersion() throws(DirectoryError) -> SemanticVersion {
        guard let text = values["version"] else { throw .missingInfo("version") }
        guard let version = SemanticVersion(text) else { throw .invalidVersion(text) }
        return version
    }

    /// The info: version (required), notice, notice date and patch note.
    func toDirectoryInfo() throws(DirectoryError) -> DirectoryInfo {
        DirectoryInfo(
            version: try toVersion(), notice: values["notice"],
            noticeDate: values["data_update"] ?? values["notice_date"], patch: values["patch"])
    }
}
