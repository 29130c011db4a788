extension CoverageMask {
    /// The mask blurred like a Gaussian of standard deviation `sigma` (three box blurs),
    /// grown by the blur's reach but kept inside a `width × height` canvas.
    public func blurred(sigma: Double, within canvasWidth: Int, _ canvasHeight: Int)
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
        for row in 0..<height {
            let cy = y + row - top
            guard cy >= 0, cy < h else { continue }
            for column in 0..<width {
                let cx = x + column - left
                guard cx >= 0, cx < w else { continue }
                grid[cy * w + cx] = values[row * width + column]
            }
        }
        for _ in 0..<3 {
            Self.boxBlur(&grid, count: h, length: w, step: 1, lineStride: w, radius: radius)
            Self.boxBlur(&grid, count: w, length: h, step: w, lineStride: 1, radius: radius)
        }
        return CoverageMask(x: left, y: top, width: w, height: h, values: grid)
    }

    /// A running-sum box blur of `2·radius + 1` along `count` lines of `length` values.
    private static func boxBlur(
        _ grid: inout [Float], count: Int, length: Int, step: Int, lineStride: Int, radius: Int
    ) {
        let scale = 1 / Float(2 * radius + 1)
        var line = [Float](repeating: 0, count: length)
        for lineIndex in 0..<count {
            let base = lineIndex * lineStride
            for i in 0..<length { line[i] = grid[base + i * step] }
            var sum: Float = 0
            for i in 0...min(radius, length - 1) { sum += line[i] }
            for i in 0..<length {
                grid[base + i * step] = sum * scale
                let incoming = i + radius + 1
                let outgoing = i - radius
                if incoming < length { sum += line[incoming] }
                if outgoing >= 0 { sum -= line[outgoing] }
            }
        }
    }
}
