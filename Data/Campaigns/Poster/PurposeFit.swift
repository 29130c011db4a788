import CampaignsDomain

/// The one rule that fits a campaign purpose into its template's text box: both poster
/// writers draw what it returns, and ``PosterPurposeFitting`` warns with it.
///
/// The purpose keeps the template's font size when it fits in the box's lines. Otherwise the
/// box grows into the free space of its column (``PurposeRoom``) and the text shrinks in
/// steps of 10 %, taking as many lines as the room holds at each size, down to
/// ``minimumFontSize`` (60 px cap height on the 2160 px poster). Only past that are
/// over-long words broken and the last line cut with an ellipsis.
enum PurposeFit {
    /// The smallest cap height the purpose is set at, in canvas units: 30 points of the
    /// 1080-point poster are 60 px on the 2160 px one, still read easily on a phone.
    static let minimumCapHeight = 30.0
    /// The smallest font size the purpose is set at (about 41 points).
    static let minimumFontSize = minimumCapHeight / PosterFont.capHeightRatio
    /// Each smaller size tried is this share of the one before.
    static let shrinkStep = 0.9

    /// The purpose as drawn: its lines, their font size in canvas pixels, and whether the
    /// last line was cut.
    struct Result: Equatable {
        var lines: [String]
        var fontSize: Double
        var isCut: Bool
    }

    /// The photo's scales tried, largest first, when the purpose does not fit beside it.
    static let photoScales = [1.0, 0.9, 0.8, 0.7]

    /// Arranges display text `text` in `layout` on a `format` canvas: when it would be cut,
    /// the photo yields (shrinks away from it, to 70 % of its size at most) before the text is cut.
    /// Returns the layout the poster is drawn with and the purpose's fit in it.
    static func arrange(purpose text: String, in layout: PosterLayout, format: PosterFormat)
        -> (layout: PosterLayout, fit: Result)
    {
        let canvas = PosterCanvas(format: format)
        var arranged = (layout: layout, fit: fit(purpose: text, in: layout, canvas: canvas))
        for scale in photoScales.dropFirst() where arranged.fit.isCut {
            let yielded = layout.yieldingPhoto(to: scale, on: format)
            guard yielded != layout else { break }
            arranged = (yielded, fit(purpose: text, in: yielded, canvas: canvas))
        }
        return arranged
    }

    /// Fits display text `text` into the purpose box of `layout` on `canvas`.
    static func fit(purpose text: String, in layout: PosterLayout, canvas: PosterCanvas) -> Result {
        let box = layout.purpose
        let padding = PosterTextBlock.padding(box.panel, canvas).vertical
        return fit(
            text, maxWidth: PosterTextBlock.innerWidth(of: box, canvas: canvas),
            fontSize: box.fontSize * canvas.unit, maxLines: box.maxLines,
            roomHeight: PurposeRoom.height(in: layout, canvas: canvas) - 2 * padding)
    }

    /// How many characters of display text `text` fit uncut in `layout` on a `format`
    /// poster, the photo yielding as ``arrange(purpose:in:format:)`` lets it; nil when all
    /// of it does.
    static func fittingCharacters(of text: String, in layout: PosterLayout, format: PosterFormat)
        -> Int?
    {
        func isCut(_ text: String) -> Bool {
            arrange(purpose: text, in: layout, format: format).fit.isCut
        }
        guard isCut(text) else { return nil }
        // NB: the longest prefix that fits uncut; a longer prefix never fits when a shorter
        // one does not, so a binary search finds it.
        var fits = 0
        var cut = text.count
        while cut - fits > 1 {
            let middle = (fits + cut) / 2
            if isCut(String(text.prefix(middle))) {
                cut = middle
            } else {
                fits = middle
            }
        }
        return fits
    }

    /// Wraps `text` into lines no wider than `maxWidth`: at least `maxLines` of them, more
    /// when `roomHeight` holds more lines of the size tried. Sizes go from `fontSize` down
    /// to ``minimumFontSize``; past that, long words are broken and the last line is cut
    /// with an ellipsis.
    static func fit(
        _ text: String, maxWidth: Double, fontSize: Double, maxLines: Int,
        roomHeight: Double = 0
    ) -> Result {
        let smallest = min(fontSize, minimumFontSize)
        func limit(_ size: Double) -> Int {
            max(maxLines, Int((roomHeight / (size * PosterTextBlock.lineHeight)).rounded(.down)), 1)
        }
        var size = fontSize
        while true {
            if let lines = PosterTextMetrics.wrap(
                text, maxWidth: maxWidth, fontSize: size, breakWords: false),
                lines.count <= limit(size)
            {
                return Result(lines: lines, fontSize: size, isCut: false)
            }
            if size <= smallest { break }
            size = max(size * shrinkStep, smallest)
        }
        let lines =
            PosterTextMetrics.wrap(text, maxWidth: maxWidth, fontSize: size, breakWords: true)
            ?? []
        let count = limit(size)
        guard lines.count > count else { return Result(lines: lines, fontSize: size, isCut: false) }
        var kept = Array(lines.prefix(count))
        var last = kept[count - 1]
        let ellipsis = PosterTextMetrics.ellipsis
        while !last.isEmpty,
            PosterTextMetrics.width(of: last + ellipsis, fontSize: size) > maxWidth
        {
            last.removeLast()
        }
        kept[count - 1] = last.trimmingTrailingSpaces() + ellipsis
        return Result(lines: kept, fontSize: size, isCut: true)
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
