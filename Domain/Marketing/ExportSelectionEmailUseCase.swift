/// Composes the selection's e-mail and hands it to an exporter (e.g. writes the `.eml`).
public struct ExportSelectionEmailUseCase: Sendable {
    private let compose: ComposeEmailUseCase
    private let exporter: any EmailDraftExporter

    /// Creates the use case from the composer and the exporter.
    public init(compose: ComposeEmailUseCase, exporter: any EmailDraftExporter) {
        self.compose = compose
        self.exporter = exporter
    }

    /// Validates `recipient` (nil or blank means none), composes the e-mail for `targeting`
    /// and exports it.
    ///
    /// - Returns: where the e-mail went, as text for the user.
    /// - Throws: ``MarketingError/invalidRecipient(_:)``, ``MarketingError/nothingSelected``
    ///   or the exporter's error.
    public func execute(selection: Selection, recipient: String?, targeting: [String] = [])
        async throws -> String
    {
        var address: EmailAddress?
        if let recipient, recipient.contains(where: { $0 != " " }) {
            address = try EmailAddress(validating: recipient)
        }
        let draft = try compose.execute(selection: selection, targeting: targeting)
        return try await exporter.export(draft, to: address)
    }
}
