/// Counts the bytes a decode holds for its working buffers, and the most it held at once,
/// so tests can check that memory follows the region kept, not the photo.
///
/// NB: a class, because the buffers that register here (planes, coefficients, rows) are
/// owned by several objects of one decode; one decode runs on one thread.
final class DecodeMemory {
    private(set) var current = 0
    private(set) var peak = 0

    /// Notes `bytes` more held.
    func hold(_ bytes: Int) {
        current += bytes
        peak = max(peak, current)
    }

    /// Notes `bytes` given back.
    func release(_ bytes: Int) {
        current -= bytes
    }
}
