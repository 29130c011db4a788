/// One component's samples after the inverse DCT: `stride` bytes per row over the padded
/// block grid, of which `width` × `height` are meaningful. Owns its memory, uninitialised
/// until the inverse DCT writes every byte.
final class JPEGSamplePlane {
    let samples: UnsafeMutablePointer<UInt8>
    let stride: Int
    let width: Int
    let height: Int

    /// Allocates `stride` × `rows` bytes; the caller has checked the size against the caps.
    init(stride: Int, rows: Int, width: Int, height: Int) {
        samples = .allocate(capacity: stride * rows)
        self.stride = stride
        self.width = width
        self.height = height
    }

    deinit {
        samples.deallocate()
    }

    /// The first sample of row `y`.
    @inline(__always)
    func row(_ y: Int) -> UnsafePointer<UInt8> { UnsafePointer(samples + y * stride) }
}
