import CleanAppsCore
import CleanAppsTestSupport
import DirectoryDomain
import Foundation
import Testing

@testable import Archive
@testable import CleanAppsDataCore
@testable import DirectoryData
@testable import Spreadsheet

/// Seeded fuzzing of the zip and xlsx readers: byte flips, truncations, splices and lies in
/// the zip headers of real workbooks. Every case must end with a workbook or a typed error.
@Suite struct XLSXFuzzTests {
    /// What one mutated file gave.
    enum Outcome: Hashable {
        case read
        case archiveError
        case workbookError
        case directoryError
    }

    /// The zip layer, on every case: the central directory is read and one small entry is
    /// unpacked and checked (per-case work stays small in a debug build).
    @Test(arguments: [("small-directory.xlsx", 7_000), ("directory.xlsx", 7_000)])
    func container_mutated_readsOrFailsTyped(name: String, cases: Int) async throws {
        try await onDedicatedThread {
            let original = try Self.bytes(name)
            var mutator = ByteMutator(seed: UInt64(cases + name.utf8.count))
            var outcomes: [Outcome: Int] = [:]

            for _ in 0..<cases {
                let bytes = mutate(original, &mutator)
                outcomes[containerOutcome(of: bytes, &mutator), default: 0] += 1
            }

            #expect(outcomes.values.reduce(0, +) == cases)
            #expect(outcomes[.read, default: 0] > 0 && outcomes[.archiveError, default: 0] > 0)
        }
    }

    /// The XML layer: mutated package parts, sheets and shared strings of small workbooks.
    @Test func xmlParts_mutated_parseOrFailTyped() async throws {
        try await onDedicatedThread {
            var parts: [(name: String, bytes: [UInt8])] = []
            for name in ["small-directory.xlsx", "cells.xlsx"] {
                let archive = try ZipArchive(bytes: Self.bytes(name))
                for entry in archive.entries
                where entry.name.hasSuffix(".xml") || entry.name.hasSuffix(".rels") {
                    parts.append((entry.name, try archive.contents(of: entry)))
                }
            }
            var mutator = ByteMutator(seed: 5_000)
            var failures = 0

            for _ in 0..<5_000 {
                let part = parts[mutator.int(0..<parts.count)]
                do throws(XLSXError) {
                    try Self.parser(for: part.name).parse(
                        mutator.mutate(part.bytes), part: part.name)
                } catch {
                    failures += 1
                    if error.message.isEmpty { Issue.record("an XML error without a message") }
                }
            }

            #expect(failures > 0 && failures < 5_000)
        }
    }

    /// Everything the app does with a workbook file, on fewer cases (each costs milliseconds).
    @Test(arguments: [("small-directory.xlsx", 800), ("directory.xlsx", 200)])
    func wholeWorkbook_mutated_readsOrFailsTyped(name: String, cases: Int) async throws {
        try await onDedicatedThread {
            let original = try Self.bytes(name)
            var mutator = ByteMutator(seed: UInt64(cases))
            var outcomes: [Outcome: Int] = [:]

            for _ in 0..<cases {
                outcomes[outcome(of: mutate(original, &mutator)), default: 0] += 1
            }

            #expect(outcomes.values.reduce(0, +) == cases)
            #expect(outcomes[.read, default: 0] > 0 && outcomes[.archiveError, default: 0] > 0)
        }
    }

    static let headerFieldCache = ZipHeaderFields()

    static func bytes(_ name: String) throws -> [UInt8] {
        let url =
            name == "directory.xlsx"
            ? try #require(BundledResource.url("Directory/directory.xlsx"))
            : try DirectoryFixtures.url("workbooks/" + name)
        return try [UInt8](Data(contentsOf: url))
    }

    static func parser(for part: String) -> XMLPartHandler {
        if part.hasSuffix(".rels") { return XLSXRelationshipsParser() }
        if part.hasSuffix("Content_Types].xml") { return XLSXContentTypesParser() }
        if part.hasSuffix("workbook.xml") { return XLSXWorkbookPartParser() }
        if part.hasSuffix("sharedStrings.xml") { return XLSXSharedStringsParser(limit: 1 << 20) }
        return XLSXSheetParser(sheetName: part)
    }

    private func mutate(_ original: [UInt8], _ mutator: inout ByteMutator) -> [UInt8] {
        mutator.int(0..<3) == 0 ? headerLie(original, &mutator) : mutator.mutate(original)
    }

    private func containerOutcome(of bytes: [UInt8], _ mutator: inout ByteMutator) -> Outcome {
        do {
            let archive = try ZipArchive(bytes: bytes)
            let small = archive.entries.filter { $0.uncompressedSize <= 8_192 }
            if !small.isEmpty {
                _ = try archive.contents(of: small[mutator.int(0..<small.count)])
            }
            return .read
        } catch {
            return typed(error.message, .archiveError)
        }
    }

    /// `original` with one field of one zip record (local, central or end record) set to a
    /// boundary value; the records are found once per file and kept.
    private func headerLie(_ original: [UInt8], _ mutator: inout ByteMutator) -> [UInt8] {
        let fields = Self.headerFieldCache.fields(in: original)
        guard !fields.isEmpty else { return mutator.mutate(original) }
        var bytes = original
        let (offset, width) = fields[mutator.int(0..<fields.count)]
        mutator.lie(in: &bytes, at: offset, width: width)
        return bytes
    }

    /// Reads the bytes as far as the app does; the typed throws make every failure one of
    /// ``ArchiveError``, ``XLSXError`` or ``DirectoryError``, each with a message.
    private func outcome(of bytes: [UInt8]) -> Outcome {
        let archive: ZipArchive
        do {
            archive = try ZipArchive(bytes: bytes)
        } catch {
            return typed(error.message, .archiveError)
        }
        let workbook: XLSXWorkbook
        do {
            workbook = try XLSXWorkbook(archive: archive)
            _ = try workbook.sheets(named: workbook.sheetNames)
        } catch {
            return typed(error.message, .workbookError)
        }
        do {
            _ = try DirectoryWorkbookReader.read(workbook)
        } catch {
            return typed(error.message, .directoryError)
        }
        return .read
    }

    private func typed(_ message: String, _ outcome: Outcome) -> Outcome {
        if message.isEmpty { Issue.record("a \(outcome) without a message") }
        return outcome
    }
}
