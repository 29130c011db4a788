import Foundation

extension PosterLayout {
    /// This layout with a photo below the purpose, in the same column, moved up by half the
    /// room the purpose leaves empty above it, so a short purpose in a layout made for a
    /// long one leaves no wide band between it and the photo.
    ///
    /// `textBottom` is where the purpose's block ends, in unit coordinates of a `format`
    /// canvas; `gap` is the least distance kept, in widths `s`. Any other layout is
    /// returned unchanged.
    public func settlingPhoto(under textBottom: Double, gap: Double, on format: PosterFormat)
        -> PosterLayout
    {
        let height = Double(format.height) / Double(format.width)
        guard !photo.fillsHeight, purpose.anchor == .top, purpose.y < photo.centre.y,
            sharesColumnWithPhoto(purpose)
        else { return self }
        let radians = photo.rotation * .pi / 180
        let halfHeight =
            (photo.width * abs(sin(radians)) + photo.height * abs(cos(radians))) / 2
        let top = photo.centre.y - halfHeight / height
        let free = top - textBottom - gap / height
        guard free > 0 else { return self }
        var layout = self
        layout.photo.centre.y -= free / 2
        return layout
    }
}
