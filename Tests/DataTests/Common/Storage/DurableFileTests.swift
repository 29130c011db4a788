import CleanAppsTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore

@Suite struct DurableFileTests {
    @Test func writeAtomically_renameFails_removesTemporaryFile() throws {
        let temporary = try TemporaryDirectory()
        let target = temporary.appending("target")
        try FileManager.default.createDirectory(
            at: target.appendingPathComponent("child"), withIntermediateDirectories: true)

        #expect(throws: FileSystemError.self) {
            try DurableFile.writeAtomically(Data("new".utf8), to: target)
        }

        #expect(temporary.names() == ["target"])
        #expect(temporary.names(in: "target") == ["child"])
    }

    @Test func moveWithoutReplacing_destinationExists_keepsBoth() throws {
        let temporary = try TemporaryDirectory()
        try Data("a".utf8).write(to: temporary.appending("a"))
        try Data("b".utf8).write(to: temporary.appending("b"))

        let error = #expect(throws: FileSystemError.self) {
            try DurableFile.moveWithoutReplacing(
                from: temporary.appending("a"), to: temporary.appending("b"))
        }

        #expect(error?.code == EEXIST)
        #expect(try Data(contentsOf: temporary.appending("a")) == Data("a".utf8))
        #expect(try Data(contentsOf: temporary.appending("b")) == Data("b".utf8))
    }

    @Test func createExclusively_existingFile_isNotReplaced() throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.appending("x").path
        try DurableFile.createExclusively(Data("first".utf8), atPath: path)

        #expect(throws: FileSystemError.self) {
            try DurableFile.createExclusively(Data("second".utf8), atPath: path)
        }

        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("first".utf8))
    }

    @Test func writeAtomically_piecesWritten_fileHoldsThemInOrder() throws {
        let temporary = try TemporaryDirectory()
        let target = temporary.appending("target")

        try DurableFile.writeAtomically(to: target) { output throws(FileSystemError) in
            try output.write(Data("first ".utf8))
            try output.write(Data("second".utf8))
        }

        #expect(try Data(contentsOf: target) == Data("first second".utf8))
        #expect(temporary.names() == ["target"])
    }

    @Test func writeAtomically_contentsFailMidway_keepsOldFileAndLeavesNoTemporaryFile() throws {
        let temporary = try TemporaryDirectory()
        let target = temporary.appending("target")
        try DurableFile.writeAtomically(Data("old".utf8), to: target)

        let error = #expect(throws: FileSystemError.self) {
            try DurableFile.writeAtomically(to: target) { output throws(FileSystemError) in
                try output.write(Data("half of the new".utf8))
                throw FileSystemError(code: ENOSPC, path: target.path, detail: nil)
            }
        }

        #expect(error?.code == ENOSPC)
        #expect(try Data(contentsOf: target) == Data("old".utf8))
        #expect(temporary.names() == ["target"])
    }

    @Test func writeAtomically_moreThanCanBeReadBack_keepsOldFileAndSaysWhy() throws {
        let temporary = try TemporaryDirectory()
        let target = temporary.appending("target")
        try DurableFile.writeAtomically(Data("old".utf8), to: target)

        let error = #expect(throws: FileSystemError.self) {
            try DurableFile.writeAtomically(to: target, maximumBytes: 10) {
                output throws(FileSystemError) in
                try output.write(Data("eleven byte".utf8))
            }
        }

        #expect(error?.reason.contains("larger than 10 bytes") == true)
        #expect(try Data(contentsOf: target) == Data("old".utf8))
        #expect(temporary.names() == ["target"])
    }

    @Test func writeAtomically_exactlyTheLimit_isWritten() throws {
        let temporary = try TemporaryDirectory()
        let target = temporary.appending("target")

        try DurableFile.writeAtomically(to: target, maximumBytes: 10) {
            output throws(FileSystemError) in
            try output.write(Data("ten bytes!".utf8))
        }

        #expect(try Data(contentsOf: target) == Data("ten bytes!".utf8))
    }
}
