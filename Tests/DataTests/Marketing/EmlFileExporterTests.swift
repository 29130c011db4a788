import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import MarketingTestSupport
import Testing

@testable import MarketingData

@Suite struct EmlFileExporterTests {
    let draft = EmailDraft(
        subject: "Marketing Campaign Selection - 2025-06-03", plainText: "hi\n",
        html: "<p>hi</p>\n",
        createdAt: Date(timeIntervalSince1970: 1_748_952_309))

    @Test func export_toMissingFolder_createsItAndWritesNamedFile() async throws {
        let directory = try TemporaryDirectory()
        let folder = directory.appending("nested")
        let exporter = EmlFileExporter(destination: .folder(folder))

        let path = try await exporter.export(draft, to: try EmailAddress(validating: "a@b.co"))

        #expect(
            path == folder.appendingPathComponent("marketing-selection-20250603-120509.eml").path)
        let message = try EmailMessageParser.parse(String(contentsOfFile: path, encoding: .utf8))
        #expect(message.header("To") == "a@b.co")
        #expect(message.parts.map(\.text) == ["hi\n", "<p>hi</p>\n"])
    }

    @Test func export_toFolderTwiceInTheSameSecond_writesASecondFile() async throws {
        let directory = try TemporaryDirectory()
        let exporter = EmlFileExporter(destination: .folder(directory.url))

        _ = try await exporter.export(draft, to: nil)
        let second = try await exporter.export(draft, to: nil)

        #expect(second.hasSuffix("/marketing-selection-20250603-120509-2.eml"))
        #expect(
            directory.names() == [
                "marketing-selection-20250603-120509-2.eml",
                "marketing-selection-20250603-120509.eml",
            ])
    }

    @Test func export_toNewFile_writesIt() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.appending("out.eml")

        let path = try await EmlFileExporter(destination: .file(file)).export(draft, to: nil)

        #expect(path == file.path)
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("From: CleanApps"))
        #expect(directory.names() == ["out.eml"])
    }

    @Test func export_toExistingFile_refusesAndKeepsIt() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.appending("out.eml")
        try Data("old".utf8).write(to: file)

        await #expect(
            throws: MarketingError.emailRefused(.exists(name: "out.eml"))
        ) {
            try await EmlFileExporter(destination: .file(file)).export(draft, to: nil)
        }

        #expect(try String(contentsOf: file, encoding: .utf8) == "old")
        #expect(directory.names() == ["out.eml"])
    }

    @Test func export_toExistingFileWhenReplacing_replacesIt() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.appending("out.eml")
        try Data("old".utf8).write(to: file)

        _ = try await EmlFileExporter(destination: .file(file, replacing: true)).export(
            draft, to: nil)

        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("From: CleanApps"))
    }

    @Test func export_toTheFileItWroteItself_replacesIt() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.appending("out.eml")
        let exporter = EmlFileExporter(destination: .file(file))
        let later = EmailDraft(
            subject: draft.subject, plainText: "second\n", html: "<p>second</p>\n",
            createdAt: draft.createdAt)

        _ = try await exporter.export(draft, to: nil)
        _ = try await exporter.export(later, to: nil)

        let message = try EmailMessageParser.parse(String(contentsOf: file, encoding: .utf8))
        #expect(message.parts.first?.text == "second\n")
    }

    @Test func export_toSymbolicLink_neverWritesThroughIt() async throws {
        let directory = try TemporaryDirectory()
        let target = directory.appending("precious.txt")
        try Data("precious".utf8).write(to: target)
        let link = directory.appending("link.eml")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let dangling = directory.appending("dangling.eml")
        try FileManager.default.createSymbolicLink(
            at: dangling, withDestinationURL: directory.appending("nothing"))

        await #expect(throws: MarketingError.self) {
            try await EmlFileExporter(destination: .file(link)).export(draft, to: nil)
        }
        await #expect(throws: MarketingError.self) {
            try await EmlFileExporter(destination: .file(dangling)).export(draft, to: nil)
        }
        _ = try await EmlFileExporter(destination: .file(link, replacing: true)).export(
            draft, to: nil)

        #expect(try String(contentsOf: target, encoding: .utf8) == "precious")
        #expect(!FileManager.default.fileExists(atPath: directory.appending("nothing").path))
        let replaced = try FileManager.default.attributesOfItem(atPath: link.path)
        #expect(replaced[.type] as? FileAttributeType == .typeRegular)
    }

    @Test func export_intoMissingFolderOfFile_throwsEmailNotWritten() async throws {
        let directory = try TemporaryDirectory()
        let file = directory.appending("missing/out.eml")

        await #expect(
            throws: MarketingError.emailRefused(.missingFolder(name: "out.eml"))
        ) {
            try await EmlFileExporter(destination: .file(file)).export(draft, to: nil)
        }
    }
}
