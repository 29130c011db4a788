import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open file that bytes are written to in full, named by its path in errors.
///
/// Borrowed: whoever opened the descriptor closes it; a value is only used while it is open.
package struct FileOutput {
    /// The open descriptor written to.
    let descriptor: Int32
    /// The file's path, for errors.
    let path: String

    /// Writes all of `bytes`, retrying short writes and `EINTR`.
    ///
    /// Throws the `errno` of the first write that fails.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(FileSystemError) {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(
                descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                throw .current(path: path)
            }
        }
    }

    /// Writes all of `data` (see ``write(_:)-(UnsafeRawBufferPointer)``).
    package func write(_ data: Data) throws(FileSystemError) {
        let outcome = data.withUnsafeBytes { raw in
            Result { () throws(FileSystemError) in try write(raw) }
        }
        try outcome.get()
    }
}

/// `write(2)`, named apart from ``FileOutput``'s own `write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    // NB: at file scope the unqualified name is the C function on every platform.
    write(descriptor, buffer, count)
}
