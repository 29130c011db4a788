import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Glibc
import Testing

/// ``NamedInputFile``: inputs the user names must be regular files, refused at once otherwise.
@Suite struct NamedInputFileTests {
    @Test func open_regularFile_readsIt() throws {
        let folder = try TemporaryDirectory()
        let file = folder.appending("book.xlsx")
        try Data("bytes".utf8).write(to: file)

        let handle = try NamedInputFile.open(file.path)

        #expect(try handle.readToEnd() == Data("bytes".utf8))
    }

    @Test func open_fifoWithoutWriter_refusedAtOnce() throws {
        let folder = try TemporaryDirectory()
        let fifo = folder.appending("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)

        #expect(throws: NamedInputFile.Problem.notAFile(kind: "a named pipe (FIFO)")) {
            try NamedInputFile.check(fifo.path)
        }
    }

    @Test func open_characterDevice_refused() {
        #expect(throws: NamedInputFile.Problem.notAFile(kind: "a character device")) {
            try NamedInputFile.check("/dev/null")
        }
    }

    @Test func open_folderOrMissing_saysWhich() throws {
        let folder = try TemporaryDirectory()

        #expect(throws: NamedInputFile.Problem.folder) { try NamedInputFile.check(folder.url.path) }
        #expect(throws: NamedInputFile.Problem.missing) {
            try NamedInputFile.check(folder.appending("missing.xlsx").path)
        }
    }
}
