import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

/// One damaged store file on disk, as a ``StoreFileFuzzer`` case sees it.
struct StoreFuzzCase {
    let number: Int
    /// A fresh folder holding only the damaged file.
    let folder: URL
    let notices: NoticeBoard
    /// The damaged file's bytes, as written.
    let bytes: Data
}

/// What a ``StoreFileFuzzer`` run saw.
struct StoreFuzzTally {
    var cases = 0
    /// Files the store moved aside as damaged.
    var movedAside = 0
    /// Files of a newer schema, left untouched.
    var newer = 0
    /// Calls that failed with a typed error.
    var typedFailures = 0
}

/// Seeded damage to one store file, run through a feature's real repository on disk.
///
/// Each case writes a mutation of `original` (one in eight a file of a future schema
/// version), then runs `read` and `write`, and checks what the type documents: failures are
/// typed (`isTyped`); a damaged file is moved aside byte for byte with a notice naming it;
/// a newer file is never moved or changed (byte for byte) and a notice says so; after a
/// successful write the file is of the current schema.
struct StoreFileFuzzer {
    /// The store file's name, e.g. `campaigns.json`.
    let fileName: String
    /// The schema version the store writes.
    let schemaVersion: Int
    /// Whether `error` is one the repository is documented to throw.
    let isTyped: (any Error) -> Bool

    /// Runs `cases` cases in folders under `temporary`; `make` builds the repository over
    /// a case's folder, `read` and `write` use it.
    func run<Subject>(
        original: Data, cases: Int, seed: UInt64, in temporary: TemporaryDirectory,
        make: (StoreFuzzCase) -> Subject,
        read: (Subject, StoreFuzzCase) async throws -> Void,
        write: (Subject, StoreFuzzCase) async throws -> Void
    ) async throws -> StoreFuzzTally {
        try await onDedicatedThread {
            var mutator = JSONMutator(seed: seed)
            var generator = SeededGenerator(seed: seed)
            var tally = StoreFuzzTally()
            for number in 0..<cases {
                let futureVersion = [schemaVersion + 1, schemaVersion + 40, Int.max]
                    .randomElement(using: &generator)
                let bytes =
                    Int.random(in: 0..<8, using: &generator) == 0
                    ? try Self.envelope(original, schemaVersion: futureVersion ?? Int.max)
                    : mutator.mutate(original)
                let folder = temporary.appending("case-\(number)")
                try FileManager.default.createDirectory(
                    at: folder, withIntermediateDirectories: true)
                try bytes.write(to: folder.appendingPathComponent(fileName))
                let fuzzCase = StoreFuzzCase(
                    number: number, folder: folder, notices: NoticeBoard(), bytes: bytes)
                let subject = make(fuzzCase)

                _ = await attempt("read", fuzzCase, &tally) { try await read(subject, $0) }
                let writeFailed = await attempt("write", fuzzCase, &tally) {
                    try await write(subject, $0)
                }

                try check(fuzzCase, writeFailed: writeFailed, &tally)
                try? FileManager.default.removeItem(at: folder)
            }
            tally.cases = cases
            return tally
        }
    }

    /// Runs `body`; returns whether it failed, recording an issue when not typed.
    private func attempt(
        _ name: String, _ fuzzCase: StoreFuzzCase, _ tally: inout StoreFuzzTally,
        _ body: (StoreFuzzCase) async throws -> Void
    ) async -> Bool {
        do {
            try await body(fuzzCase)
            return false
        } catch  where isTyped(error) {
            tally.typedFailures += 1
            return true
        } catch {
            Issue.record("\(fileName) case \(fuzzCase.number): \(name) failed untyped: \(error)")
            return true
        }
    }

    /// Checks the folder after a case: what became of the damaged file, and the notices.
    private func check(
        _ fuzzCase: StoreFuzzCase, writeFailed: Bool, _ tally: inout StoreFuzzTally
    ) throws {
        let file = fuzzCase.folder.appendingPathComponent(fileName)
        let names = try FileManager.default.contentsOfDirectory(atPath: fuzzCase.folder.path)
        let movedAside = names.filter { $0.hasPrefix(fileName + ".corrupt-") }
        let notices = fuzzCase.notices.drain()
        let label = "\(fileName) case \(fuzzCase.number)"
        if let version = Self.schemaVersion(of: fuzzCase.bytes), version > schemaVersion {
            tally.newer += 1
            #expect(try Data(contentsOf: file) == fuzzCase.bytes, "\(label): newer file changed")
            #expect(movedAside.isEmpty, "\(label): newer file moved aside")
            #expect(notices.contains { $0.contains("newer CleanApps") }, "\(label): no notice")
            return
        }
        if let name = movedAside.first {
            tally.movedAside += 1
            let moved = try Data(contentsOf: fuzzCase.folder.appendingPathComponent(name))
            #expect(moved == fuzzCase.bytes, "\(label): moved-aside file differs")
            #expect(notices.contains { $0.contains(name) }, "\(label): no notice names \(name)")
        }
        if !writeFailed {
            #expect(Self.schemaVersion(of: try Data(contentsOf: file)) == schemaVersion, "\(label)")
        }
    }

    /// The schema version the store reads from `bytes`' envelope, if it reads one at all.
    static func schemaVersion(of bytes: Data) -> Int? {
        try? JSONDecoder().decode(EnvelopeHeader.self, from: bytes).schemaVersion
    }

    /// `original`'s envelope with its schema version replaced.
    private static func envelope(_ original: Data, schemaVersion: Int) throws -> Data {
        var object = try #require(
            try JSONSerialization.jsonObject(with: original) as? [String: Any])
        object["schemaVersion"] = schemaVersion
        return try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    }

    /// What a store decodes of a file whose version it does not read: version and time.
    private struct EnvelopeHeader: Decodable {
        var schemaVersion: Int
        var savedAt: String?
    }
}
