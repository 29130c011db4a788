/// One component's samples after the inverse DCT, for the blocks of the decode's region:
/// `stride` bytes per row over those whole blocks, of which `width` × `height` are
/// meaningful. Owns its memory; every sample starts at 128 (an all-zero block's value).
final class JPEGSamplePlane {
    let samples: UnsafeMutablePointer<UInt8>
    let stride: Int
    let width: Int
    let height: Int
    private let memory: DecodeMemory
    private let bytes: Int

    /// Allocates `stride` × `rows` bytes, counted in `memory`; the caller has checked the size
    /// against the caps.
    init(stride: Int, rows: Int, width: Int, height: Int, memory: DecodeMemory) {
        samples = .allocate(capacity: stride * rows)
        samples.initialize(repeating: 128, count: stride * rows)
        self.stride = stride
        self.width = width
        self.height = height
        self.memory = memory
        bytes = stride * rows
        memory.hold(bytes)
    }

    deinit {
        samples.deallocate()
        memory.release(bytes)
    }

    /// The first sample of row `y`.
    @inline(__always)
    func row(_ y: Int) -> UnsafePointer<UInt8> { UnsafePointer(samples + y * stride) }
}
