import Foundation

/// The layout a template uses on each poster format.
extension PosterLayout {
    /// The most a round or six-sided photo grows on a tall poster: more would reach the
    /// text beside it, since its width grows with its height.
    static let tallRoundGrowth = 1.25
    /// The tallest a rectangular photo frame above or below the purpose grows on a tall
    /// poster, in its widths: a phone photo's shape (9:16); taller frames cut a face to a strip.
    static let tallestFrame = 1.8
    /// The tallest a rectangular photo frame beside the purpose grows on a tall poster, in
    /// its widths: the proportions of the tallest frame on a square poster (template 7's
    /// strip), so no format crops the photo more than the square does.
    static let tallestColumnFrame = 2.9
    /// The width a purpose above the photo takes on a tall poster, in widths `s`.
    static let fullTextWidth = 0.88

    /// This (square) layout composed for `format`'s height, with `textRoom` (in widths `s`,
    /// 0 up to the extra height) of the extra height given to the purpose; the square
    /// format is returned unchanged.
    ///
    /// A tall poster has `e` more height (in widths `s`: 0.25 portrait, 0.78 story). When
    /// the purpose sits above or below the photo in the same column, `textRoom` of `e` opens
    /// next to the purpose, the side it grows to, and the photo's room grows by the rest:
    /// the frame takes it up to `tallestFrame` of its width (a round or six-sided one up
    /// to `tallRoundGrowth` of its size) and sits in the middle of what it leaves. The goal
    /// keeps its place against the bottom edge or the photo. A purpose above the photo also
    /// takes the poster's width, which the photo below leaves free. When the purpose has a
    /// column of its own beside the photo, it grows down that column: every position keeps
    /// its share of the height, a frame at the top edge stays there, and a rectangular
    /// frame grows with the height up to `tallestColumnFrame`. A strip the height of the
    /// square keeps its proportions, hanging from the top edge.
    public func composed(for format: PosterFormat, textRoom: Double) -> PosterLayout {
        let height = Double(format.height) / Double(format.width)
        guard height > 1 else { return self }
        guard !photo.fillsHeight else { return hangingStrip(on: height) }
        let extra = height - 1
        let (top, bottom) = (photo.centre.y - photo.height / 2, photo.centre.y + photo.height / 2)
        guard sharesColumnWithPhoto(purpose) else { return stretched(by: height) }
        // NB: shifts in widths `s` of the photo's top and bottom edges.
        let textAbove = purpose.anchor == .top && purpose.y < photo.centre.y
        let textRoom = min(max(textRoom, 0), extra)
        let topShift = textAbove ? textRoom : 0
        let bottomShift = textAbove ? extra : extra - textRoom
        func moved(_ box: TextBox) -> TextBox {
            var box = box
            let shift: Double
            if box.anchor == .bottom, box.y >= bottom {
                shift = extra
            } else if box.y >= bottom {
                shift = bottomShift
            } else if box.y <= top {
                shift = 0
            } else {
                shift = topShift + (bottomShift - topShift) * (box.y - top) / (bottom - top)
            }
            box.y = (box.y + shift) / height
            return box
        }
        var layout = self
        layout.purpose = moved(purpose)
        if textAbove, purpose.width < Self.fullTextWidth {
            layout.purpose.x = (1 - Self.fullTextWidth) / 2
            layout.purpose.width = Self.fullTextWidth
        }
        layout.goal.box = moved(goal.box)
        let room = photo.height + bottomShift - topShift
        switch photo.shape {
        case .rectangle, .rounded:
            layout.photo.height = min(room, max(photo.height, photo.width * Self.tallestFrame))
        case .circle, .hexagon:
            let growth = min(room / photo.height, Self.tallRoundGrowth)
            layout.photo.width = photo.width * growth
            layout.photo.height = photo.height * growth
            let half = layout.photo.width / 2
            // NB: a 2 % margin keeps the grown frame (and its border) on the canvas.
            layout.photo.centre.x = min(max(photo.centre.x, half + 0.02), 0.98 - half)
        }
        layout.photo.centre.y = (top + topShift + bottom + bottomShift) / 2 / height
        return layout
    }

    /// The text rooms tried on a `format` poster, smallest first: none (the photo takes all
    /// the extra height) up to all of it, in steps of about two lines of text.
    static func textRooms(on format: PosterFormat) -> [Double] {
        let extra = Double(format.height) / Double(format.width) - 1
        guard extra > 0 else { return [0] }
        let steps = max(Int((extra / 0.1).rounded(.up)), 1)
        return (0...steps).map { extra * Double($0) / Double(steps) }
    }

    /// This layout with the photo frame scaled by `scale` (below 1) away from a purpose that
    /// shares its column: the frame's edges on the far side of the purpose stay put, so the
    /// purpose gains room (a purpose hanging below the photo moves up with it). `format`
    /// gives the canvas's height; a purpose with a column of its
    /// own, or a full-height strip, leaves the layout unchanged.
    public func yieldingPhoto(to scale: Double, on format: PosterFormat) -> PosterLayout {
        guard scale < 1, !photo.fillsHeight, sharesColumnWithPhoto(purpose) else { return self }
        let height = Double(format.height) / Double(format.width)
        let textAbove = purpose.anchor == .top && purpose.y < photo.centre.y
        var layout = self
        layout.photo.width = photo.width * scale
        layout.photo.height = photo.height * scale
        let shift = photo.height * (1 - scale) / 2 / height
        layout.photo.centre.y = photo.centre.y + (textAbove ? shift : -shift)
        // NB: the frame also keeps its side edge away from the purpose's middle, so a
        // purpose beside a round photo gains room too; a purpose across the whole frame
        // gains nothing from that.
        let across = photo.width * (1 - scale) / 2
        let textMiddle = purpose.x + purpose.width / 2
        let spansFrame =
            purpose.x <= photo.centre.x - photo.width / 2
            && purpose.x + purpose.width >= photo.centre.x + photo.width / 2
        if !spansFrame, abs(textMiddle - photo.centre.x) > 0.01 {
            layout.photo.centre.x += textMiddle < photo.centre.x ? across : -across
        }
        // NB: a purpose hanging below the photo follows its bottom edge up.
        if !textAbove, purpose.anchor == .top { layout.purpose.y -= 2 * shift }
        return layout
    }

    /// Whether `box` spans some of the photo frame's width (turned frames by their bounds).
    func sharesColumnWithPhoto(_ box: TextBox) -> Bool {
        let radians = photo.rotation * .pi / 180
        let halfWidth =
            (photo.width * abs(cos(radians)) + photo.height * abs(sin(radians))) / 2
        return box.x < photo.centre.x + halfWidth && box.x + box.width > photo.centre.x - halfWidth
    }

    /// The square layout on a canvas `height` widths tall: every position keeps its share of
    /// the height, a frame touching the top edge stays there, and a rectangular frame grows
    /// to keep its share too, up to ``tallestColumnFrame``.
    private func stretched(by height: Double) -> PosterLayout {
        var layout = self
        switch photo.shape {
        case .rectangle, .rounded:
            layout.photo.height = min(
                photo.height * height, max(photo.height, photo.width * Self.tallestColumnFrame))
        case .circle, .hexagon:
            break
        }
        if photo.centre.y - photo.height / 2 <= 0.001 {
            layout.photo.centre.y = layout.photo.height / 2 / height
        }
        return layout
    }

    /// A full-height strip on a canvas `height` widths tall: hanging from the top edge,
    /// a quarter of the extra height longer than on the square and as much wider, against
    /// the same side, so it crops the photo as on the square; text boxes beside it narrow
    /// to keep their distance.
    private func hangingStrip(on height: Double) -> PosterLayout {
        var layout = self
        let length = 1 + (height - 1) / 4
        let right = photo.centre.x + photo.width / 2
        layout.photo.fillsHeight = false
        layout.photo.height = length
        layout.photo.width = photo.width * length
        layout.photo.centre.y = length / 2 / height
        layout.photo.centre.x =
            right >= 0.999 ? 1 - layout.photo.width / 2 : photo.centre.x
        let edge = layout.photo.centre.x - layout.photo.width / 2
        let reach = edge - (photo.centre.x - photo.width / 2)
        func clear(_ box: inout TextBox) {
            if reach < 0, box.x < edge { box.width += reach }
        }
        clear(&layout.purpose)
        clear(&layout.goal.box)
        return layout
    }
}

extension PosterTemplate {
    /// The photo's scales tried, largest first, when the purpose does not fit beside it.
    static let photoScales = [1.0, 0.9, 0.8, 0.7]

    /// The template's (standard) layout composed for `format`, its photo taking all a tall
    /// poster's extra height.
    public func layout(for format: PosterFormat) -> PosterLayout {
        layout.composed(for: format, textRoom: 0)
    }

    /// The layouts a purpose is tried in on a `format` poster: first the template's own,
    /// then its long-purpose layout, each as a list with ever more room for the text (a tall
    /// poster's extra height, then the photo stepping back to 90, 80 and 70 % of its size).
    public func layouts(for format: PosterFormat) -> [[PosterLayout]] {
        [layout, longPurposeLayout].map { base in
            let rooms = PosterLayout.textRooms(on: format)
            let roomiest = base.composed(for: format, textRoom: rooms.last ?? 0)
            let candidates =
                rooms.map { base.composed(for: format, textRoom: $0) }
                + Self.photoScales.dropFirst().map { roomiest.yieldingPhoto(to: $0, on: format) }
            // NB: layouts the steps leave unchanged (a purpose in a column of its own) are
            // tried once.
            var unique: [PosterLayout] = []
            for candidate in candidates where !unique.contains(candidate) {
                unique.append(candidate)
            }
            return unique
        }
    }
}
