extension TrueTypeFont {
    /// The outline of `glyph` in font units, y up, origin on the baseline at the pen position.
    ///
    /// Quadratic contours become ``RasterPath`` quads (with the implied on-curve points between
    /// two off-curve ones); composite glyphs join their transformed components, nested at
    /// most eight deep.
    public func outline(of glyph: Int) -> RasterPath {
        var path = RasterPath()
        appendOutline(of: glyph, transform: .identity, depth: 0, to: &path)
        return path
    }

    private func appendOutline(
        of glyph: Int, transform: AffineTransform, depth: Int, to path: inout RasterPath
    ) {
        guard glyph >= 0, glyph < glyphCount, depth < 8 else { return }
        let start = glyf + locations[glyph]
        guard locations[glyph + 1] > locations[glyph] else { return }
        let contours = data.i16(start)
        if contours >= 0 {
            path.append(simpleOutline(at: start, contours: contours).transformed(by: transform))
        } else {
            appendComponents(at: start + 10, transform: transform, depth: depth, to: &path)
        }
    }

    private func simpleOutline(at start: Int, contours: Int) -> RasterPath {
        var ends: [Int] = []
        for index in 0..<contours { ends.append(data.u16(start + 10 + 2 * index)) }
        let pointCount = min((ends.last ?? -1) + 1, 1 << 16)
        guard pointCount > 0 else { return RasterPath() }
        var cursor = start + 10 + 2 * contours
        cursor += 2 + data.u16(cursor)
        var flags: [Int] = []
        flags.reserveCapacity(pointCount)
        while flags.count < pointCount {
            let flag = data.u8(cursor)
            cursor += 1
            flags.append(flag)
            if flag & 8 != 0 {
                let repeats = data.u8(cursor)
                cursor += 1
                for _ in 0..<repeats where flags.count < pointCount { flags.append(flag) }
            }
        }
        func coordinates(short: Int, same: Int) -> [Int] {
            var value = 0
            return flags.map { flag in
                if flag & short != 0 {
                    let delta = data.u8(cursor)
                    cursor += 1
                    value += flag & same != 0 ? delta : -delta
                } else if flag & same == 0 {
                    value += data.i16(cursor)
                    cursor += 2
                }
                return value
            }
        }
        let xs = coordinates(short: 2, same: 16)
        let ys = coordinates(short: 4, same: 32)
        var path = RasterPath()
        var first = 0
        for end in ends where end >= first && end < pointCount {
            let points = (first...end).map {
                (
                    point: RasterPoint(x: Double(xs[$0]), y: Double(ys[$0])),
                    onCurve: flags[$0] & 1 != 0
                )
            }
            Self.appendContour(points, to: &path)
            first = end + 1
        }
        return path
    }

    private static func appendContour(
        _ points: [(point: RasterPoint, onCurve: Bool)], to path: inout RasterPath
    ) {
        guard !points.isEmpty else { return }
        func middle(_ a: RasterPoint, _ b: RasterPoint) -> RasterPoint {
            RasterPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        }
        let startIndex = points.firstIndex { $0.onCurve }
        let origin =
            startIndex.map { points[$0].point }
            ?? middle(points[0].point, points[points.count - 1].point)
        let rotated =
            startIndex.map { Array(points[($0 + 1)...] + points[..<$0]) } ?? points
        path.move(x: origin.x, y: origin.y)
        var control: RasterPoint?
        for entry in rotated + [(origin, true)] {
            if entry.onCurve {
                if let c = control {
                    path.quad(c, entry.point)
                } else {
                    path.line(x: entry.point.x, y: entry.point.y)
                }
                control = nil
            } else {
                if let c = control { path.quad(c, middle(c, entry.point)) }
                control = entry.point
            }
        }
        path.close()
    }

    private func appendComponents(
        at start: Int, transform: AffineTransform, depth: Int, to path: inout RasterPath
    ) {
        var cursor = start
        var more = true
        var count = 0
        while more, count < 64 {
            count += 1
            let flags = data.u16(cursor)
            let component = data.u16(cursor + 2)
            cursor += 4
            var dx = 0.0
            var dy = 0.0
            if flags & 1 != 0 {
                (dx, dy) = (Double(data.i16(cursor)), Double(data.i16(cursor + 2)))
                cursor += 4
            } else {
                let x = Int8(truncatingIfNeeded: data.u8(cursor))
                let y = Int8(truncatingIfNeeded: data.u8(cursor + 1))
                (dx, dy) = (Double(x), Double(y))
                cursor += 2
            }
            // NB: point-matched placement (ARGS_ARE_XY_VALUES unset) is rare; it is drawn unmoved.
            if flags & 2 == 0 { (dx, dy) = (0, 0) }
            var (a, b, c, d) = (1.0, 0.0, 0.0, 1.0)
            if flags & 0x8 != 0 {
                a = data.f2dot14(cursor)
                d = a
                cursor += 2
            } else if flags & 0x40 != 0 {
                a = data.f2dot14(cursor)
                d = data.f2dot14(cursor + 2)
                cursor += 4
            } else if flags & 0x80 != 0 {
                (a, b, c, d) = (
                    data.f2dot14(cursor), data.f2dot14(cursor + 2), data.f2dot14(cursor + 4),
                    data.f2dot14(cursor + 6)
                )
                cursor += 8
            }
            let local = AffineTransform(a: a, b: b, c: c, d: d, tx: dx, ty: dy)
            appendOutline(
                of: component, transform: local.concatenating(transform), depth: depth + 1,
                to: &path)
            more = flags & 0x20 != 0
        }
    }
}
