import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An archive file open for reading at any offset from any thread (`pread`), closed when the
/// last reference goes.
final class ZipFile: Sendable {
    /// The file's size when it was opened.
    let count: Int
    private let descriptor: Int32
    private let name: String

    /// Opens the regular file at `url`.
    ///
    /// - Throws: ``ArchiveError/unreadableFile(_:)`` when it cannot be opened or is not a
    ///   regular file.
    init(url: URL) throws(ArchiveError) {
        name = url.lastPathComponent
        // NB: O_NONBLOCK so that a FIFO placed at the path cannot hang the open.
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw .unreadableFile(name) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            throw .unreadableFile(name)
        }
        self.descriptor = descriptor
        count = Int(status.st_size)
    }

    deinit { close(descriptor) }

    /// Fills `buffer` from `offset` on; returns how many bytes were read, fewer than asked
    /// only where the file ends.
    ///
    /// - Throws: ``ArchiveError/unreadableFile(_:)`` when the read fails.
    func read(into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) throws(ArchiveError)
        -> Int
    {
        guard let base = buffer.baseAddress else { return 0 }
        var done = 0
        while done < buffer.count {
            let got = pread(descriptor, base + done, buffer.count - done, off_t(offset + done))
            if got < 0 {
                if errno == EINTR { continue }
                throw .unreadableFile(name)
            }
            if got == 0 { break }
            done += got
        }
        return done
    }
}
