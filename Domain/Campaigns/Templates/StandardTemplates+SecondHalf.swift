extension StandardTemplates {
    /// The original's templates 9–15.
    static let secondHalf: [PosterTemplate] = [
        PosterTemplate(
            id: TemplateID("linearSilverBlue_trailingToEdge"), number: 9,
            name: "Silver blue, photo to the right edge",
            colourDescription: "silvery light blues deepening to steel blue, left to right",
            gradient: .linear(
                start: P.point(0, 0.5), end: P.point(1, 0.5),
                stops: [
                    GradientStop(RGBColour(hex: 0x95C5E5), at: 0),
                    GradientStop(RGBColour(hex: 0x88B4D1), at: 0.235),
                    GradientStop(RGBColour(hex: 0x8ABFE2), at: 0.559),
                    GradientStop(RGBColour(hex: 0x386786), at: 1),
                ]),
            layout: PosterLayout(
                photo: PhotoFrame(
                    centre: P.point(0.612, 0.29), width: 0.7759, height: 0.46, shape: .rectangle),
                purpose: TextBox(
                    x: 0.06, y: 0.95, width: 0.88, anchor: .bottom, alignment: .trailing,
                    fontSize: 0.055, maxLines: 3),
                goal: P.goal(
                    x: 0.06, y: 0.58, width: 0.88, anchor: .top, alignment: .trailing,
                    label: 0.08, value: 0.08, style: .inlineRaising))
        ),
        PosterTemplate(
            id: TemplateID("radialRedBlack_topToEdge"), number: 10,
            name: "Red and black, tall photo from the top edge",
            colourDescription: "red glowing from the upper right into black",
            gradient: .radial(
                centre: P.point(0.89, 0.23), radius: 1.0,
                stops: P.stops(RGBColour(hex: 0xE73535), RGBColour(hex: 0x0C0C0C))),
            layout: PosterLayout(
                photo: PhotoFrame(
                    centre: P.point(0.74, 0.337), width: 0.4, height: 0.674, shape: .rectangle),
                purpose: TextBox(x: 0.06, y: 0.07, width: 0.42, fontSize: 0.06, maxLines: 6),
                goal: P.goal(
                    x: 0.54, y: 0.95, width: 0.4, alignment: .leading, label: 0.05, value: 0.08))
        ),
        PosterTemplate(
            id: TemplateID("linearIndigoOrange_trailing"), number: 11,
            name: "Indigo and orange, photo bottom right",
            colourDescription: "indigo blending into orange, top left to bottom right",
            gradient: .linear(
                start: P.point(0, 0), end: P.point(1, 1),
                stops: P.stops(P.rgb(63, 81, 181), P.rgb(255, 152, 0))),
            layout: PosterLayout(
                photo: PhotoFrame(
                    centre: P.point(0.66, 0.64), width: 0.56, height: 0.56,
                    shape: .rounded(cornerRadius: 0.04),
                    border: FrameBorder(colours: [.white], width: 0.006)),
                purpose: TextBox(
                    x: 0.05, y: 0.05, width: 0.62, fontSize: 0.05, maxLines: 3,
                    panel: P.panel(0.1, colour: .white)),
                goal: P.goal(
                    x: 0.04, y: 0.95, width: 0.32, alignment: .leading, label: 0.045,
                    value: 0.06,
                    panel: TextPanel(opacity: 0.15, stroke: .white)))
        ),
        PosterTemplate(
            id: TemplateID("linearEmeraldBlack_hexagonTrailing"), number: 12,
            name: "Emerald and black, hexagon photo",
            colourDescription: "emerald green fading to near-black, top left to bottom right",
            gradient: .linear(
                start: P.point(0, 0), end: P.point(1, 1),
                stops: P.stops(P.rgb(0, 150, 136), P.rgb(12, 12, 12))),
            layout: PosterLayout(
                photo: PhotoFrame(
                    centre: P.point(0.62, 0.5), width: 0.58, height: 0.58, shape: .hexagon,
                    rotation: -8, border: FrameBorder(colours: [.white], width: 0.012)),
                purpose: TextBox(
                    x: 0.05, y: 0.07, width: 0.6, fontSize: 0.045, maxLines: 3, rotation: -6,
                    panel: P.panel(1, capsule: true)),
                goal: P.goal(
                    x: 0.5, y: 0.94, width: 0.44, alignment: .trailing, label: 0.045,
                    value: 0.06, rotation: 6, panel: P.panel(1)))
        ),
        PosterTemplate(
            id: TemplateID("radialAquaPurple_squareTrailing"), number: 13,
            name: "Aqua and purple, tilted photo on the left",
            colourDescription: "aqua glowing from the bottom right into deep purple",
            gradient: .radial(
                centre: P.point(1, 1), radius: 1.4,
                stops: P.stops(RGBColour(hex: 0x00E5FF), RGBColour(hex: 0x4A148C))),
            layout: PosterLayout(
                photo: PhotoFrame(
                    centre: P.point(0.4, 0.53), width: 0.55, height: 0.4, shape: .rectangle,
                    rotation: 10),
                purpose: TextBox(
                    x: 0.06, y: 0.05, width: 0.58, fontSize: 0.05, maxLines: 3,
                    panel: P.panel(0.5)),
                goal: P.goal(
                    x: 0.45, y: 0.95, width: 0.5, alignment: .trailing, label: 0.045,
                    value: 0.06, panel: P.panel(0.85)))
        ),
        PosterTemplate(
            id: TemplateID("radialMintIndigo_roundedTrailing"), number: 14,
            name: "Mint and navy, round photo on the left",
            colourDescription: "mint green glowing from the top left into dark navy",
            gradient: .radial(
                centre: P.point(0, 0), radius: 1.4,
                stops: P.stops(RGBColour(hex: 0x00D287), RGBColour(hex: 0x0A2540))),
            layout: PosterLayout(
                photo: PhotoFrame(
                    centre: P.point(0.36, 0.42), width: 0.6, height: 0.6, shape: .circle,
                    rotation: -12),
                purpose: TextBox(
                    x: 0.45, y: 0.05, width: 0.5, alignment: .trailing, fontSize: 0.05,
                    maxLines: 4, panel: P.panel(0.4)),
                goal: P.goal(
                    x: 0.05, y: 0.95, width: 0.5, alignment: .leading, label: 0.05,
                    value: 0.065))
        ),
        PosterTemplate(
            id: TemplateID("linearCoralTeal_trailing"), number: 15,
            name: "Coral and teal, rounded photo on the left",
            colourDescription: "coral orange blending into teal, top left to bottom right",
            gradient: .linear(
                start: P.point(0, 0), end: P.point(1, 1),
                stops: P.stops(P.rgb(255, 127, 80), P.rgb(0, 128, 128))),
            layout: PosterLayout(
                photo: PhotoFrame(
                    centre: P.point(0.31, 0.52), width: 0.52, height: 0.52,
                    shape: .rounded(cornerRadius: 0.04)),
                purpose: TextBox(
                    x: 0.6, y: 0.05, width: 0.35, alignment: .trailing, fontSize: 0.045,
                    maxLines: 5, panel: P.panel(0.35)),
                goal: P.goal(
                    x: 0.6, y: 0.95, width: 0.35, alignment: .trailing, label: 0.045,
                    value: 0.06))
        ),
    ]
}
