import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import MarketingTestSupport
import Testing

@Suite struct ExportSelectionEmailUseCaseTests {
    let selection = try! Selection([MarketingSamples.package(MarketingSamples.seo, 0, price: 270)])

    @Test func execute_validRecipient_exportsDraftToIt() async throws {
        let exporter = EmailDraftExporterSpy()
        exporter.succeed(with: "/tmp/x.eml")
        let useCase = ExportSelectionEmailUseCase(
            compose: ComposeEmailUseCase(now: { Date(timeIntervalSince1970: 0) }),
            exporter: exporter)

        let place = try await useCase.execute(selection: selection, recipient: " team@example.com")

        #expect(place == "/tmp/x.eml")
        #expect(exporter.calls.map(\.recipient?.rawValue) == ["team@example.com"])
        #expect(
            exporter.calls.first?.draft.subject.hasPrefix("Marketing Campaign Selection - ") == true
        )
    }

    @Test func execute_blankRecipient_exportsWithoutRecipient() async throws {
        let exporter = EmailDraftExporterSpy()
        exporter.succeed(with: "here")
        let useCase = ExportSelectionEmailUseCase(
            compose: ComposeEmailUseCase(), exporter: exporter)

        _ = try await useCase.execute(selection: selection, recipient: "  ")

        #expect(exporter.calls.count == 1)
        #expect(exporter.calls.first?.recipient == nil)
    }

    @Test func execute_recipientWithLineBreak_isRefusedBeforeExport() async {
        let exporter = EmailDraftExporterSpy()
        let useCase = ExportSelectionEmailUseCase(
            compose: ComposeEmailUseCase(), exporter: exporter)

        await #expect(throws: MarketingError.invalidRecipient("a@b.co?Bcc: c@d.co")) {
            try await useCase.execute(selection: selection, recipient: "a@b.co\r\nBcc: c@d.co")
        }
        #expect(exporter.calls.isEmpty)
    }
}
