import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension stat {
    /// The last modification time (`st_mtim` on Linux, `st_mtimespec` on Apple platforms).
    package var modificationTime: timespec {
        #if canImport(Glibc)
            st_mtim
        #else
            st_mtimespec
        #endif
    }
}
