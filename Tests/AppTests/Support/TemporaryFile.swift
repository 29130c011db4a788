import Foundation
import Testing

/// A temporary file opened for reading and writing, removed when released.
final class TemporaryFile {
    let path: String
    let descriptor: Int32

    init(contents: [UInt8] = []) throws {
        path = NSTemporaryDirectory() + "terminal-test-\(UUID().uuidString)"
        descriptor = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
        try #require(descriptor >= 0)
        try #require(
            contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                == contents.count)
        lseek(descriptor, 0, SEEK_SET)
    }

    var text: String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    deinit {
        close(descriptor)
        unlink(path)
    }
}
