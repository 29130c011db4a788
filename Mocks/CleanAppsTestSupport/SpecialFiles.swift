import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Readers and holders of the special files `--out` and input tests stand at a path: FIFOs
/// and Unix-domain sockets.
public enum SpecialFiles {
    /// Reads the FIFO at `path` to its end on a thread of its own (the open waits for a
    /// writer); call ``releaseFIFO(_:)`` when no writer may come.
    public static func readFIFO(_ path: String) async -> Data {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: readToEnd(path)) }
        }
    }

    /// Opens and closes the FIFO for writing once, so a reader still waiting sees its end.
    public static func releaseFIFO(_ path: String) {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
    }

    /// A Unix-domain socket bound at `path` (the caller closes it), or nil.
    public static func boundSocket(at path: String) -> Int32? {
        #if canImport(Glibc)
            let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { return nil }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// The type bits of the entry at `path`, links not followed (0 when nothing is there).
    public static func type(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    private static func readToEnd(_ path: String) -> Data {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return Data() }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return data }
            data.append(contentsOf: buffer[0..<count])
        }
    }
}
