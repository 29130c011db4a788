import Foundation

/// The archive fixtures made by `Fixtures/Directory/make_fixtures.py` with other tools.
enum ArchiveFixtures {
    /// The names of the source files packed into every tool-made archive.
    static let sourceNames = [
        "empty.txt", "hangul.txt", "nested/file.txt", "random.bin", "tiny.txt", "zeros.bin",
    ]

    static func url(_ name: String) throws -> URL {
        guard let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile)
        }
        return root.appendingPathComponent("Directory/archives/" + name)
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Foundation.Data(contentsOf: url(name)))
    }

    static func source(_ name: String) throws -> [UInt8] {
        try bytes("source/" + name)
    }
}
