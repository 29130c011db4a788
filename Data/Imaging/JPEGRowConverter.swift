/// The last stage of a JPEG decode: every output row is upsampled (only the subsampled
/// components, into one scratch row each) and colour-converted into one RGBA row, whose
/// region columns are handed on (to be kept or scaled), so no full-size intermediate plane
/// exists.
struct JPEGRowConverter {
    let upsamplers: [JPEGUpsampler]
    let transform: JPEGColourConverter.Transform

    /// Makes the rows of `region` (within `window`, whose top-left row and column the planes
    /// start at) top to bottom, handing each to `body` (RGBA8, valid during the call); the
    /// scratch rows are counted in `memory`.
    func rows(
        window: ImageRegion, keeping region: ImageRegion, memory: DecodeMemory,
        _ body: (UnsafePointer<UInt8>) -> Void
    ) {
        let width = window.width
        memory.hold(width * (upsamplers.count + 4))
        defer { memory.release(width * (upsamplers.count + 4)) }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: width * upsamplers.count)
        defer { scratch.deallocate() }
        let converted = UnsafeMutablePointer<UInt8>.allocate(capacity: width * 4)
        defer { converted.deallocate() }
        let lines = UnsafeMutablePointer<UnsafePointer<UInt8>>.allocate(
            capacity: upsamplers.count)
        defer { lines.deallocate() }
        let left = (region.x - window.x) * 4
        JPEGColourConverter.tables.withUnsafeBufferPointer { tables in
            guard let table = tables.baseAddress else { return }
            for row in 0..<region.height {
                let y = region.y - window.y + row
                for (index, upsampler) in upsamplers.enumerated() {
                    if upsampler.isFullSize {
                        lines[index] = upsampler.plane.row(y)
                    } else {
                        let line = scratch + index * width
                        upsampler.upsample(y: y, width: width, into: line)
                        lines[index] = UnsafePointer(line)
                    }
                }
                JPEGColourConverter.convert(
                    lines, transform: transform, width: width, table: table, into: converted)
                body(converted + left)
            }
        }
    }
}
