/// The last stage of a JPEG decode: every output row is upsampled (only the subsampled
/// components, into one scratch row each) and colour-converted straight into the RGBA
/// buffer, so no full-size intermediate plane exists.
struct JPEGRowConverter {
    let upsamplers: [JPEGUpsampler]
    let transform: JPEGColourConverter.Transform

    /// The `width` × `height` RGBA pixels.
    func rgba(width: Int, height: Int) -> [UInt8] {
        let count = width * height * 4
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: width * upsamplers.count)
        defer { scratch.deallocate() }
        let rows = UnsafeMutablePointer<UnsafePointer<UInt8>>.allocate(capacity: upsamplers.count)
        defer { rows.deallocate() }
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            initialized = count
            guard let output = buffer.baseAddress else { return }
            JPEGColourConverter.tables.withUnsafeBufferPointer { tables in
                guard let table = tables.baseAddress else { return }
                for y in 0..<height {
                    for (index, upsampler) in upsamplers.enumerated() {
                        if upsampler.isFullSize {
                            rows[index] = upsampler.plane.row(y)
                        } else {
                            let row = scratch + index * width
                            upsampler.upsample(y: y, width: width, into: row)
                            rows[index] = UnsafePointer(row)
                        }
                    }
                    JPEGColourConverter.convert(
                        rows, transform: transform, width: width, table: table,
                        into: output + y * width * 4)
                }
            }
        }
    }
}
