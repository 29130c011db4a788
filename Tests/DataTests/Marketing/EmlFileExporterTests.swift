import Domain
import Foundation
import Mocks
import Testing

@testable import Data

@Suite struct EmlFileExporterTests {
    let draft = EmailDraft(
        subject: "Marketing Campaign Selection - 2025-06-03", plainText: "hi\n",
        html: "<p>hi</p>\n",
        createdAt: Date(timeIntervalSince1970: 1_748_952_309))

    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("eml-\(UUID().uuidString)")
    }

    @Test func export_toMissingFolder_createsItAndWritesNamedFile() async throws {
        let folder = temporaryFolder().appendingPathComponent("nested")
        let exporter = EmlFileExporter(destination: .folder(folder))

        let path = try await exporter.export(draft, to: try EmailAddress(validating: "a@b.co"))

        #expect(
            path == folder.appendingPathComponent("marketing-selection-20250603-120509.eml").path)
        let message = try EmailMessageParser.parse(String(contentsOfFile: path, encoding: .utf8))
        #expect(message.header("To") == "a@b.co")
        #expect(message.parts.map(\.text) == ["hi\n", "<p>hi</p>\n"])
    }

    @Test func export_toFile_replacesIt() async throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("out.eml")
        try Data("old".utf8).write(to: file)

        let path = try await EmlFileExporter(destination: .file(file)).export(draft, to: nil)

        #expect(path == file.path)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("From: CleanApps"))
    }

    @Test func export_intoMissingFolderOfFile_throwsEmailNotWritten() async {
        let file = temporaryFolder().appendingPathComponent("missing/out.eml")

        await #expect(throws: MarketingError.emailNotWritten("out.eml cannot be written")) {
            try await EmlFileExporter(destination: .file(file)).export(draft, to: nil)
        }
    }
}
