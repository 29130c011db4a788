/// Part of a photo decoded for drawing: the pixels of one region of the upright photo, seen
/// at the size the decoder chose for the box it covers, and where that region lies.
///
/// A photo drawn into a frame needs only the part the frame shows; a 1666×30000 photo that
/// fills a square frame shows a 1666×1666 band of it, so that band is all that is kept.
public struct DecodedRegion: Equatable, Sendable {
    /// The region's pixels, upright (RGBA8, straight alpha).
    public let image: DecodedImage
    /// The column of the whole photo, at the decoded size, where ``image`` starts.
    public let x: Int
    /// The row of the whole photo, at the decoded size, where ``image`` starts.
    public let y: Int
    /// The whole photo's upright width at the decoded size.
    public let fullWidth: Int
    /// The whole photo's upright height at the decoded size.
    public let fullHeight: Int
    /// The most bytes the decode held at once for rows, coefficients, sample planes and
    /// pixels (the file's own bytes aside): what its memory follows.
    public let workingBytes: Int
}

/// A region a decoder made, in stored pixels: its size, and its rows made on demand, top to
/// bottom, each handed to a body once (RGBA8, valid during the call).
struct StoredRegion {
    let width: Int
    let height: Int
    let rows: ((UnsafePointer<UInt8>) -> Void) -> Void
    /// The region, when it is already held whole.
    private var held: DecodedImage?

    /// A region made by rows.
    init(width: Int, height: Int, rows: @escaping ((UnsafePointer<UInt8>) -> Void) -> Void) {
        (self.width, self.height, self.rows) = (width, height, rows)
    }

    /// A region already held whole.
    init(_ image: DecodedImage) {
        self.init(width: image.width, height: image.height) { body in
            image.pixels.withUnsafeBufferPointer { pixels in
                guard let base = pixels.baseAddress else { return }
                for row in 0..<image.height { body(base + row * image.width * 4) }
            }
        }
        held = image
    }

    /// The region held whole (made and counted in `memory` unless it already was).
    func image(memory: DecodeMemory) -> DecodedImage {
        if let held { return held }
        let count = width * height * 4
        memory.hold(count)
        var written = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let base = buffer.baseAddress else { return }
            rows { row in
                guard written < height else { return }
                (base + written * width * 4).initialize(from: row, count: width * 4)
                written += 1
            }
            if written < height {
                (base + written * width * 4).initialize(
                    repeating: 0, count: (height - written) * width * 4)
            }
            initialized = count
        }
        return DecodedImage(width: width, height: height, pixels: pixels)
    }
}

extension DecodedRegion {
    /// The region a decoder made in stored pixels (`stored`, those pixels of the photo stored
    /// `storedSize` reduced by `factor`), scaled row by row to cover `request`'s box when it
    /// asks so, and turned upright by EXIF `orientation`; `region` is where the reduced pixels
    /// lie in the upright photo.
    ///
    /// NB: scaled as its rows are made and before it is turned, so neither the region as
    /// decoded nor a turned copy of it is ever held whole.
    init(
        stored: StoredRegion, orientation: Int, region: ImageRegion,
        storedSize: (width: Int, height: Int), factor: Int, request: ImageDecodeRequest,
        memory: DecodeMemory
    ) {
        let swaps = (5...8).contains(orientation)
        let reduced = (
            width: (storedSize.width + factor - 1) / factor,
            height: (storedSize.height + factor - 1) / factor
        )
        let full = swaps ? (width: reduced.height, height: reduced.width) : reduced
        let kept: DecodedImage
        var (place, size) = (region, full)
        if request.scalesToBox, let box = request.box,
            let scaling = BoxScaling(full: full, region: region, box: box)
        {
            let target = swaps ? (scaling.target.height, scaling.target.width) : scaling.target
            let wanted = scaling.region.stored(orientation: orientation, in: target.0, target.1)
            let storedRegion = region.stored(
                orientation: orientation, in: reduced.width, reduced.height)
            let scaler = ImageRowScaler(
                region: (stored.width, stored.height), at: (storedRegion.x, storedRegion.y),
                of: reduced, to: target, keeping: wanted.x..<wanted.x + wanted.width,
                wanted.y..<wanted.y + wanted.height, memory: memory)
            stored.rows { scaler.push($0) }
            kept = scaler.image()
            (place, size) = (scaling.region, scaling.target)
        } else {
            kept = stored.image(memory: memory)
        }
        let upright = ImageOrientation.upright(kept, orientation: orientation)
        if (2...8).contains(orientation) { memory.hold(upright.pixels.count) }
        self.init(
            image: upright, x: place.x, y: place.y, fullWidth: size.width,
            fullHeight: size.height, workingBytes: memory.peak)
    }
}
