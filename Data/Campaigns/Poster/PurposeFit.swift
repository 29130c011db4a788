import CampaignsDomain

/// The one rule that fits a campaign purpose into its template's text box: both poster
/// writers draw what it returns, and ``PosterPurposeFitting`` warns with it.
///
/// The purpose keeps the template's font size when it fits in the box's lines. Otherwise it
/// shrinks in steps of 10 % (so it takes fewer, longer lines) down to ``minimumScale``, 60 %
/// of the template's size: the smallest template size, 0.045 of the width, becomes 29 points
/// on the 1080-point poster (58 px at 2160 px), still read easily on a phone. Only past that
/// are over-long words broken and the last line cut with an ellipsis.
enum PurposeFit {
    /// The smallest share of the template's font size the purpose is set at.
    static let minimumScale = 0.6

    /// The purpose as drawn: its lines, their font size in canvas pixels, and whether the
    /// last line was cut.
    struct Result: Equatable {
        var lines: [String]
        var fontSize: Double
        var isCut: Bool
    }

    /// Fits display text `text` into `box` on `canvas`.
    static func fit(purpose text: String, in box: TextBox, canvas: PosterCanvas) -> Result {
        fit(
            text, maxWidth: PosterTextBlock.innerWidth(of: box, canvas: canvas),
            fontSize: box.fontSize * canvas.unit, maxLines: box.maxLines)
    }

    /// How many characters of display text `text` fit in `box` uncut; nil when all of it
    /// does.
    static func fittingCharacters(of text: String, in box: TextBox, canvas: PosterCanvas) -> Int? {
        guard fit(purpose: text, in: box, canvas: canvas).isCut else { return nil }
        // NB: the longest prefix that fits uncut; a longer prefix never fits when a shorter
        // one does not, so a binary search finds it.
        var fits = 0
        var cut = text.count
        while cut - fits > 1 {
            let middle = (fits + cut) / 2
            if fit(purpose: String(text.prefix(middle)), in: box, canvas: canvas).isCut {
                cut = middle
            } else {
                fits = middle
            }
        }
        return fits
    }

    /// Wraps `text` into at most `maxLines` lines no wider than `maxWidth`, trying sizes from
    /// `fontSize` down to ``minimumScale`` of it; past that, long words are broken and the
    /// last line is cut with an ellipsis.
    static func fit(_ text: String, maxWidth: Double, fontSize: Double, maxLines: Int) -> Result {
        let limit = max(maxLines, 1)
        for scale in [1.0, 0.9, 0.8, 0.7, minimumScale] {
            let size = fontSize * scale
            if let lines = PosterTextMetrics.wrap(
                text, maxWidth: maxWidth, fontSize: size, breakWords: false),
                lines.count <= limit
            {
                return Result(lines: lines, fontSize: size, isCut: false)
            }
        }
        let size = fontSize * minimumScale
        let lines =
            PosterTextMetrics.wrap(text, maxWidth: maxWidth, fontSize: size, breakWords: true)
            ?? []
        guard lines.count > limit else { return Result(lines: lines, fontSize: size, isCut: false) }
        var kept = Array(lines.prefix(limit))
        var last = kept[limit - 1]
        let ellipsis = PosterTextMetrics.ellipsis
        while !last.isEmpty,
            PosterTextMetrics.width(of: last + ellipsis, fontSize: size) > maxWidth
        {
            last.removeLast()
        }
        kept[limit - 1] = last.trimmingTrailingSpaces() + ellipsis
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
