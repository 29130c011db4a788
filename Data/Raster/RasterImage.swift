import Imaging

/// A picture in memory: premultiplied RGBA, 8 bits a channel, sRGB, rows top to bottom.
///
/// The drawing target of ``RasterCanvas`` and the source of image paints (a decoded photo).
public struct RasterImage: Equatable, Sendable {
    /// Width in pixels, at least 1.
    public let width: Int
    /// Height in pixels, at least 1.
    public let height: Int
    /// `width × height × 4` bytes: red, green, blue (each already multiplied by alpha), alpha.
    public var pixels: [UInt8]

    /// A fully transparent image.
    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
    }

    /// An image from premultiplied RGBA bytes; nil when the count does not match the size.
    public init?(width: Int, height: Int, premultipliedRGBA pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The premultiplied colour at `(x, y)`.
    public func pixel(x: Int, y: Int) -> RasterColour {
        let index = (y * width + x) * 4
        return RasterColour(
            premultipliedRed: pixels[index], green: pixels[index + 1], blue: pixels[index + 2],
            alpha: pixels[index + 3])
    }

    /// Straight (not premultiplied) RGBA bytes, as PNG stores them.
    public func straightRGBA() -> [UInt8] {
        let count = pixels.count
        return [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            pixels.withUnsafeBufferPointer { source in
                guard let from = source.baseAddress, let to = out.baseAddress else { return }
                PremultipliedAlpha.straighten(from, count: count / 4, into: to)
            }
            initialized = count
        }
    }
}

/// A colour with alpha, stored premultiplied as 0…1 floats.
public struct RasterColour: Equatable, Sendable {
    /// The red channel, premultiplied by ``alpha``, 0…1.
    public var red: Float
    /// The green channel, premultiplied by ``alpha``, 0…1.
    public var green: Float
    /// The blue channel, premultiplied by ``alpha``, 0…1.
    public var blue: Float
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Float

    /// A colour from straight 8-bit channels and an opacity 0…1.
    public init(red: UInt8, green: UInt8, blue: UInt8, opacity: Double = 1) {
        let a = Float(min(max(opacity, 0), 1))
        self.red = Float(red) / 255 * a
        self.green = Float(green) / 255 * a
        self.blue = Float(blue) / 255 * a
        alpha = a
    }

    /// A colour from premultiplied 8-bit channels.
    public init(premultipliedRed red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = Float(red) / 255
        self.green = Float(green) / 255
        self.blue = Float(blue) / 255
        self.alpha = Float(alpha) / 255
    }

    init(premultiplied red: Float, _ green: Float, _ blue: Float, _ alpha: Float) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    /// Opaque white and black, and nothing.
    public static let white = RasterColour(red: 255, green: 255, blue: 255)
    /// Opaque black.
    public static let black = RasterColour(red: 0, green: 0, blue: 0)
    /// Fully transparent.
    public static let clear = RasterColour(premultiplied: 0, 0, 0, 0)

    /// `self` with `(1 - t)` of it replaced by `other`.
    func mixed(with other: RasterColour, _ t: Float) -> RasterColour {
        RasterColour(
            premultiplied: red + (other.red - red) * t, green + (other.green - green) * t,
            blue + (other.blue - blue) * t, alpha + (other.alpha - alpha) * t)
    }
}
