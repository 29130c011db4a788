import Foundation

/// The layout a template uses on each poster format.
extension PosterLayout {
    /// The most of a tall poster's extra height, in widths `s`, given to the purpose's room
    /// when the purpose shares its column with the photo (all of a portrait's 0.25, 0.43 of
    /// a story's 0.78); the photo grows by the rest.
    static let tallTextRoom = 0.43
    /// The most a round or six-sided photo grows on a tall poster: more would reach the
    /// text beside it, since its width grows with its height.
    static let tallRoundGrowth = 1.25
    /// The width a purpose above the photo takes on a tall poster, in widths `s`.
    static let fullTextWidth = 0.88

    /// This (square) layout composed for `format`'s height; the square format is returned
    /// unchanged.
    ///
    /// A tall poster has `e` more height (in widths `s`: 0.25 portrait, 0.78 story). When
    /// the purpose sits above or below the photo in the same column, up to `tallTextRoom`
    /// of `e` opens next to the purpose, the side it grows to (the poster writers fill it
    /// with more and larger lines), and the photo grows by the rest; the goal keeps its
    /// place against the bottom edge or the photo. A purpose above the photo also takes the
    /// poster's width, which the photo below leaves free. When the purpose has a column of its own beside
    /// the photo, it already grows down that column and the photo frame takes the poster's
    /// height in the same share as on the square.
    public func composed(for format: PosterFormat) -> PosterLayout {
        let height = Double(format.height) / Double(format.width)
        guard height > 1, !photo.fillsHeight else { return self }
        let extra = height - 1
        let (top, bottom) = (photo.centre.y - photo.height / 2, photo.centre.y + photo.height / 2)
        guard sharesColumnWithPhoto(purpose) else { return stretched(by: height) }
        // NB: shifts in widths `s` of the photo's top and bottom edges.
        let textAbove = purpose.anchor == .top && purpose.y < photo.centre.y
        let textRoom = min(extra, Self.tallTextRoom)
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
            layout.photo.height = room
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
        // purpose beside a round photo gains room too.
        let across = photo.width * (1 - scale) / 2
        let textMiddle = purpose.x + purpose.width / 2
        if abs(textMiddle - photo.centre.x) > 0.01 {
            layout.photo.centre.x += textMiddle < photo.centre.x ? across : -across
        }
        // NB: a purpose hanging below the photo follows its bottom edge up.
        if !textAbove, purpose.anchor == .top { layout.purpose.y -= 2 * shift }
        return layout
    }

    /// Whether `box` spans some of the photo frame's width (turned frames by their bounds).
    private func sharesColumnWithPhoto(_ box: TextBox) -> Bool {
        let radians = photo.rotation * .pi / 180
        let halfWidth =
            (photo.width * abs(cos(radians)) + photo.height * abs(sin(radians))) / 2
        return box.x < photo.centre.x + halfWidth && box.x + box.width > photo.centre.x - halfWidth
    }

    /// The square layout on a canvas `height` widths tall: every position keeps its share of
    /// the height, and a rectangular photo frame grows to keep its share too.
    private func stretched(by height: Double) -> PosterLayout {
        var layout = self
        if case .rectangle = photo.shape { layout.photo.height = photo.height * height }
        if case .rounded = photo.shape { layout.photo.height = photo.height * height }
        return layout
    }
}

extension PosterTemplate {
    /// The template's layout composed for `format` (see ``PosterLayout/composed(for:)``).
    public func layout(for format: PosterFormat) -> PosterLayout {
        layout.composed(for: format)
    }
}
