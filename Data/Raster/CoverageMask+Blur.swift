extension CoverageMask {
    /// The mask blurred like a Gaussian of standard deviation `sigma` (three box blurs),
    /// grown by the blur's reach but kept inside a `width × height` canvas; the mask's own
    /// values are given up once copied (the blur is drawn from a copy grown by its reach).
    public consuming func blurred(sigma: Double, within canvasWidth: Int, _ canvasHeight: Int)
        -> CoverageMask
    {
        guard sigma > 0.3, width > 0, height > 0 else { return self }
        // NB: three box blurs of width ~sigma·√3 approximate a Gaussian (W3C filter effects).
        let box = max(Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5)), 1)
        let radius = box / 2
        let reach = 3 * radius + 2
        let left = max(x - reach, 0)
        let top = max(y - reach, 0)
        let right = min(x + width + reach, canvasWidth)
        let bottom = min(y + height + reach, canvasHeight)
        guard right > left, bottom > top else { return .empty }
        let w = right - left
        let h = bottom - top
        var grid = [Float](repeating: 0, count: w * h)
        values.withUnsafeBufferPointer { source in
            grid.withUnsafeMutableBufferPointer { target in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for row in 0..<height {
                    let cy = y + row - top
                    guard cy >= 0, cy < h else { continue }
                    for column in 0..<width {
                        let cx = x + column - left
                        guard cx >= 0, cx < w else { continue }
                        to[cy * w + cx] = from[row * width + column]
                    }
                }
            }
        }
        values = []
        // NB: blurred in place, keeping only a row (across) or the rows a running sum still
        // subtracts (down) of the values before: a photo frame's shadow on a story poster is
        // 25 MB of coverage, and a second grid beside it was as large again.
        grid.withUnsafeMutableBufferPointer { grid in
            guard let values = grid.baseAddress else { return }
            for _ in 0..<3 {
                Self.horizontalBoxBlur(values, width: w, height: h, radius: radius)
                Self.verticalBoxBlur(values, width: w, height: h, radius: radius)
            }
        }
        return CoverageMask(x: left, y: top, width: w, height: h, values: grid)
    }

    /// A running-sum box blur of `2·radius + 1` along each row, in place.
    private static func horizontalBoxBlur(
        _ values: UnsafeMutablePointer<Float>, width: Int, height: Int, radius: Int
    ) {
        let scale = 1 / Float(2 * radius + 1)
        let line = UnsafeMutablePointer<Float>.allocate(capacity: width)
        defer { line.deallocate() }
        for row in 0..<height {
            let out = values + row * width
            line.update(from: out, count: width)
            var sum: Float = 0
            for i in 0...min(radius, width - 1) { sum += line[i] }
            for i in 0..<width {
                out[i] = sum * scale
                if i + radius + 1 < width { sum += line[i + radius + 1] }
                if i - radius >= 0 { sum -= line[i - radius] }
            }
        }
    }

    /// The same blur along each column, in place, a row at a time with one running sum per
    /// column (the same additions in the same order, but reading memory in order); the rows
    /// a sum has yet to subtract are kept as they were in a ring of `radius + 1` rows.
    private static func verticalBoxBlur(
        _ values: UnsafeMutablePointer<Float>, width: Int, height: Int, radius: Int
    ) {
        let scale = 1 / Float(2 * radius + 1)
        let sums = UnsafeMutablePointer<Float>.allocate(capacity: width)
        defer { sums.deallocate() }
        sums.initialize(repeating: 0, count: width)
        let kept = UnsafeMutablePointer<Float>.allocate(capacity: (radius + 1) * width)
        defer { kept.deallocate() }
        for i in 0...min(radius, height - 1) {
            let line = values + i * width
            for column in 0..<width { sums[column] += line[column] }
        }
        for i in 0..<height {
            let out = values + i * width
            (kept + (i % (radius + 1)) * width).update(from: out, count: width)
            for column in 0..<width { out[column] = sums[column] * scale }
            if i + radius + 1 < height {
                let incoming = values + (i + radius + 1) * width
                for column in 0..<width { sums[column] += incoming[column] }
            }
            if i - radius >= 0 {
                let outgoing = kept + ((i - radius) % (radius + 1)) * width
                for column in 0..<width { sums[column] -= outgoing[column] }
            }
        }
    }
}
