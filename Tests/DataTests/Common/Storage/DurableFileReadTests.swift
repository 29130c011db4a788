import CleanAppsTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What ``DurableFile/read(_:)`` gives back for files of every size: the bytes as they are,
/// whether read or mapped, and a store larger than the old 256 MB read limit too.
@Suite struct DurableFileReadTests {
    @Test func read_filesOfGeneratedSizes_giveTheirBytes() throws {
        let temporary = try TemporaryDirectory()
        var generator = SeededGenerator(seed: 35)
        let threshold = DurableFile.mappingThresholdBytes
        let sizes =
            [0, 1, 4095, 4096, threshold - 1, threshold, threshold + 1, 3 * threshold + 7]
            + (0..<6).map { _ in Int.random(in: 0...(4 * threshold), using: &generator) }

        for (index, size) in sizes.enumerated() {
            var words = (0..<(size / 8 + 1)).map { _ in generator.next() }
            let bytes = words.withUnsafeMutableBytes { Data($0.prefix(size)) }
            let url = temporary.appending("file-\(index)")
            try bytes.write(to: url)

            #expect(DurableFile.read(url) == .bytes(bytes), "size \(size)")
        }
    }

    @Test func read_fileLargerThanTheOldLimit_isMappedNotRefused() throws {
        let temporary = try TemporaryDirectory()
        let url = temporary.appending("directory.json")
        let size = 300 * 1024 * 1024
        // NB: a sparse file: nothing is written or read but the pages the test touches.
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(fd >= 0)
        #expect(ftruncate(fd, off_t(size)) == 0)
        close(fd)

        guard case .bytes(let data) = DurableFile.read(url) else {
            Issue.record("a 300 MB file was refused")
            return
        }

        #expect(data.count == size)
        #expect(data[data.startIndex + size - 1] == 0)
    }

    @Test func read_fileReplacedAfterReading_keepsTheBytesRead() throws {
        let temporary = try TemporaryDirectory()
        let url = temporary.appending("store.json")
        let old = Data(repeating: 7, count: DurableFile.mappingThresholdBytes * 2)
        try old.write(to: url)

        let outcome = DurableFile.read(url)
        try DurableFile.writeAtomically(Data("new".utf8), to: url)

        #expect(outcome == .bytes(old))
    }
}
