#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// glibc's malloc tuning for an interactive, lightly threaded process.
enum MallocArenas {
    /// Asks glibc for a single malloc arena, before any background thread allocates.
    ///
    /// The app's background work is a few short tasks; with glibc's default of one arena per
    /// thread, memory those tasks freed stayed resident in their arenas: 2.4 MB of a 42 MB
    /// session (`app.session-peak-memory` in the Benchmarks target). `mallopt` is declared in
    /// `<malloc.h>`, which the Glibc module does not export, so it is looked up by name; on
    /// another C library this does nothing.
    static func useOne() {
        #if os(Linux)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            let arenaMaximum: Int32 = -8  // M_ARENA_MAX in <malloc.h>
            guard let symbol = dlsym(nil, "mallopt") else { return }
            _ = unsafeBitCast(symbol, to: Mallopt.self)(arenaMaximum, 1)
        #else
            // NB: Apple's malloc has no arenas to limit.
        #endif
    }
}
