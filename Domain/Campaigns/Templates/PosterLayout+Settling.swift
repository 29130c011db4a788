import Foundation

extension PosterLayout {
    /// This layout with a photo below the purpose, in the same column, moved to the middle
    /// of the room between the purpose and what is below it, so a short purpose in a layout
    /// made for a long one leaves no wide band above the photo and none below it.
    ///
    /// `textBottom` is where the purpose's block ends and `floor` where the next thing below
    /// the photo begins (the goal block, or the poster's bottom), in unit coordinates of a
    /// `format` canvas; `gap` is the least distance kept from both, in widths `s`. A frame
    /// taller than that room or against the bottom edge, and any other layout, is returned
    /// unchanged.
    public func settlingPhoto(
        under textBottom: Double, above floor: Double, gap: Double, on format: PosterFormat
    ) -> PosterLayout {
        let height = Double(format.height) / Double(format.width)
        guard !photo.fillsHeight, purpose.anchor == .top, purpose.y < photo.centre.y,
            sharesColumnWithPhoto(purpose)
        else { return self }
        let radians = photo.rotation * .pi / 180
        let halfHeight =
            (photo.width * abs(sin(radians)) + photo.height * abs(cos(radians))) / 2 / height
        let (top, bottom) = (textBottom + gap / height, floor - gap / height)
        guard bottom - top >= 2 * halfHeight, photo.centre.y + halfHeight < 0.995 else {
            return self
        }
        var layout = self
        layout.photo.centre.y = (top + bottom) / 2
        return layout
    }
}
