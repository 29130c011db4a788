/// The last stage of a JPEG decode: every output row is upsampled (only the subsampled
/// components, into one scratch row each) and colour-converted into one RGBA row, whose
/// region columns are kept, so no full-size intermediate plane exists.
struct JPEGRowConverter {
    let upsamplers: [JPEGUpsampler]
    let transform: JPEGColourConverter.Transform

    /// The pixels of `region` (within `window`, whose top-left row and column the planes
    /// start at), counted in `memory`.
    func rgba(window: ImageRegion, keeping region: ImageRegion, memory: DecodeMemory)
        -> DecodedImage
    {
        let width = window.width
        let count = region.width * region.height * 4
        memory.hold(count + width * (upsamplers.count + 4))
        defer { memory.release(width * (upsamplers.count + 4)) }
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: width * upsamplers.count)
        defer { scratch.deallocate() }
        let converted = UnsafeMutablePointer<UInt8>.allocate(capacity: width * 4)
        defer { converted.deallocate() }
        let rows = UnsafeMutablePointer<UnsafePointer<UInt8>>.allocate(capacity: upsamplers.count)
        defer { rows.deallocate() }
        let left = (region.x - window.x) * 4
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = count
            guard let output = buffer.baseAddress else { return }
            JPEGColourConverter.tables.withUnsafeBufferPointer { tables in
                guard let table = tables.baseAddress else { return }
                for row in 0..<region.height {
                    let y = region.y - window.y + row
                    for (index, upsampler) in upsamplers.enumerated() {
                        if upsampler.isFullSize {
                            rows[index] = upsampler.plane.row(y)
                        } else {
                            let line = scratch + index * width
                            upsampler.upsample(y: y, width: width, into: line)
                            rows[index] = UnsafePointer(line)
                        }
                    }
                    JPEGColourConverter.convert(
                        rows, transform: transform, width: width, table: table, into: converted)
                    (output + row * region.width * 4).update(
                        from: converted + left, count: region.width * 4)
                }
            }
        }
        return DecodedImage(width: region.width, height: region.height, pixels: pixels)
    }
}
