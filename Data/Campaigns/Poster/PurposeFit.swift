import CampaignsDomain

/// The one rule that fits a campaign purpose into its template's text box: both poster
/// writers draw what it returns, and ``PosterPurposeFitting`` warns with it.
///
/// The purpose keeps the template's font size when it fits in the box's lines. Otherwise the
/// box grows into the free space of its column (``PurposeRoom``) and the text shrinks in
/// steps of 10 %, taking as many lines as the room holds at each size, down to
/// ``minimumFontSize`` (60 px cap height); a size other than the box's own, or more lines
/// than its own, only with lines at least ``minimumMeasure`` wide (about three words). The
/// template's layouts are tried in turn (``PosterTemplate/layouts(for:)``): its own with
/// ever more room for the text, then the long-purpose layout. Only past all of them are
/// over-long words broken and the last line cut with an ellipsis.
enum PurposeFit {
    /// The smallest cap height the purpose is set at, in poster pixels: 60 px of the 2160 px
    /// poster (30 of the original's points) still read easily on a phone.
    static let minimumCapHeight = 60.0
    /// The smallest font size the purpose is set at (about 82 px).
    static let minimumFontSize = minimumCapHeight / PosterFont.capHeightRatio
    /// Each smaller size tried is this share of the one before.
    static let shrinkStep = 0.9
    /// The narrowest line, in ems of its font size, that a purpose running past its box's
    /// own lines is set in: about three words of Ukrainian or English.
    static let minimumMeasure = 16.0

    /// The purpose as drawn: its lines, their font size in poster pixels, whether the last
    /// line was cut, and whether it runs past the box's own lines in lines narrower than
    /// ``minimumMeasure`` (whole, but for another layout to do better).
    struct Result: Equatable {
        var lines: [String]
        var fontSize: Double
        var isCut: Bool
        var isNarrow = false

        /// Whether the purpose is drawn whole and legibly.
        var holds: Bool { !isCut && !isNarrow }
    }

    /// Arranges display text `text` on `template`'s `format` poster: in the first of its
    /// layouts (``PosterTemplate/layouts(for:)``) that holds it whole and legibly, or the
    /// last one, with the text cut. Returns the layout the poster is drawn with and the
    /// purpose's fit in it.
    static func arrange(purpose text: String, in template: PosterTemplate, format: PosterFormat)
        -> (layout: PosterLayout, fit: Result)
    {
        arrange(purpose: text, in: template.layouts(for: format), format: format)
    }

    /// Arranges display text `text` in the first group of `layouts` that holds it whole and
    /// legibly: in the group's first layout that does so at no less than ``shrinkStep`` of
    /// its box's size, else its first at any legible size. Failing every group, the first
    /// layout that holds it whole in narrow lines, or the last, with the text cut.
    ///
    /// NB: so a tall poster sets a long purpose near its template's size and gives the photo
    /// what is left, rather than the photo all it can take and the text the least size; and
    /// a template keeps its own layout while that holds the purpose at all.
    static func arrange(
        purpose text: String, in layouts: [[PosterLayout]], format: PosterFormat
    ) -> (layout: PosterLayout, fit: Result) {
        let canvas = PosterCanvas(format: format)
        var whole: (layout: PosterLayout, fit: Result)?
        var last: (layout: PosterLayout, fit: Result)?
        for group in layouts {
            var legible: (layout: PosterLayout, fit: Result)?
            for layout in group {
                let fitted = fit(purpose: text, in: layout, canvas: canvas)
                let boxSize = layout.purpose.fontSize * canvas.unit
                if fitted.holds, fitted.fontSize >= boxSize * shrinkStep * 0.999 {
                    return (layout, fitted)
                }
                if legible == nil, fitted.holds { legible = (layout, fitted) }
                if whole == nil, !fitted.isCut { whole = (layout, fitted) }
                last = (layout, fitted)
            }
            if let legible { return legible }
        }
        guard let arranged = whole ?? last else {
            preconditionFailure("PosterTemplate.layouts(for:) always has the template's own")
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

    /// How many characters of display text `text` fit uncut on `template`'s `format`
    /// poster in any of its layouts; nil when all of it does.
    static func fittingCharacters(
        of text: String, in template: PosterTemplate, format: PosterFormat
    ) -> Int? {
        let layouts = template.layouts(for: format)
        func isCut(_ text: String) -> Bool {
            arrange(purpose: text, in: layouts, format: format).fit.isCut
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

    /// Wraps `text` into lines no wider than `maxWidth`, as many as `roomHeight` holds of the
    /// size tried (`maxLines` when it is 0): up to `maxLines` at `fontSize`, else in lines at
    /// least ``minimumMeasure`` wide at that size. Sizes go from `fontSize` down to
    /// ``minimumFontSize``; past that, long words are broken and the last line is cut with
    /// an ellipsis.
    static func fit(
        _ text: String, maxWidth: Double, fontSize: Double, maxLines: Int,
        roomHeight: Double = 0
    ) -> Result {
        let smallest = min(fontSize, minimumFontSize)
        // NB: without a room (a bare box), the box's own lines.
        func limit(_ size: Double) -> Int {
            guard roomHeight > 0 else { return max(maxLines, 1) }
            return max(Int((roomHeight / (size * PosterTextBlock.lineHeight)).rounded(.down)), 1)
        }
        // NB: the box's own lines at its own size are the template's design; any other
        // size must keep lines of three words.
        func holds(_ lines: [String], at size: Double) -> Bool {
            lines.count <= limit(size)
                && ((lines.count <= max(maxLines, 1) && size == fontSize)
                    || maxWidth >= minimumMeasure * size)
        }
        var size = fontSize
        var narrow: Result?
        while true {
            if let lines = PosterTextMetrics.wrap(
                text, maxWidth: maxWidth, fontSize: size, breakWords: false)
            {
                if holds(lines, at: size) {
                    return Result(lines: lines, fontSize: size, isCut: false)
                }
                if narrow == nil, lines.count <= limit(size) {
                    narrow = Result(lines: lines, fontSize: size, isCut: false, isNarrow: true)
                }
            }
            if size <= smallest { break }
            size = max(size * shrinkStep, smallest)
        }
        if let narrow { return narrow }
        let lines =
            PosterTextMetrics.wrap(text, maxWidth: maxWidth, fontSize: size, breakWords: true)
            ?? []
        let count = limit(size)
        guard lines.count > count else {
            return Result(
                lines: lines, fontSize: size, isCut: false,
                isNarrow: !holds(lines, at: size))
        }
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
