import Archive

extension ZipLimits {
    /// The limits for a workbook file: 512 MB unpacked in total, the other limits standard.
    ///
    /// NB: a 300,000-person directory unpacks to about 210 MB (the standard 100 MB refused
    /// it as a zip bomb); the ratio limit still refuses a part that inflates suspiciously well.
    static let workbook = ZipLimits(
        maxTotalUncompressedSize: 512 * 1024 * 1024,
        maxCompressionRatio: standard.maxCompressionRatio,
        maxEntryCount: standard.maxEntryCount, maxArchiveSize: standard.maxArchiveSize)
}
