import Foundation
import Testing

/// The real npoint documents copied into the DataTests fixtures.
enum MarketingFixtures {
    static let targetingID = "b22fd39c053b256222b1"

    static func folder() throws -> URL {
        let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return root.appendingPathComponent("Marketing")
    }

    static func document(_ id: String) throws -> Data {
        try Data(contentsOf: folder().appendingPathComponent("\(id).json"))
    }

    static func text(_ id: String) throws -> String {
        String(decoding: try document(id), as: UTF8.self)
    }

    /// An empty folder: no bundled documents at all.
    static func emptyFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "marketing-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
