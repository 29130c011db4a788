// NB: sizes and stops follow ORIGINALS.md §2.7; positions the table leaves open (how far
// "shifted right and down" is) were chosen so no element overlaps another on a square poster.

/// The original's templates 1–8.
enum StandardTemplates {
    typealias P = TemplateParts

    static let firstHalf: [PosterTemplate] = [
        PosterTemplate(
            id: TemplateID("blueLinear_center"), number: 1, name: "Blue, centred photo",
            colourDescription: "midnight blue fading to sky blue, top left to bottom right",
            gradient: .linear(
                start: P.point(0, 0), end: P.point(1, 1),
                stops: P.stops(RGBColour(hex: 0x191970), RGBColour(hex: 0x87CEEB))),
            layout: PosterLayout(
                photo: PhotoFrame(
                    centre: P.point(0.5, 0.45), width: 0.5, height: 0.5,
                    shape: .rounded(cornerRadius: 0.04),
                    border: FrameBorder(colours: [.white], width: 0.004), hasShadow: true),
                purpose: TextBox(
                    x: 0.1, y: 0.07, width: 0.8, alignment: .centre, fontSize: 0.048,
                    maxLines: 2),
                goal: P.goal(
                    x: 0.1, y: 0.95, width: 0.8, alignment: .centre, label: 0.055, value: 0.065))
        ),
        PosterTemplate(
            id: TemplateID("cyanMagentaRadial_squareTrailing"), number: 2,
            name: "Cyan and magenta, tilted photo on the right",
            colourDescription: "cyan glowing from the bottom left into magenta",
            gradient: .radial(
                centre: P.point(0, 1), radius: 1.4,
                stops: P.stops(RGBColour(hex: 0x00FFFF), RGBColour(hex: 0xFF00FF))),
            layout: PosterLayout(
                photo: PhotoFrame(
                    centre: P.point(0.6, 0.53), width: 0.55, height: 0.4, shape: .rectangle,
                    rotation: -12),
                purpose: TextBox(
                    x: 0.36, y: 0.05, width: 0.58, alignment: .trailing, fontSize: 0.05,
                    maxLines: 3, panel: P.panel(0.5)),
                goal: P.goal(
                    x: 0.05, y: 0.95, width: 0.5, alignment: .leading, label: 0.045, value: 0.06,
                    panel: P.panel(0.85)))
        ),
        PosterTemplate(
            id: TemplateID("linearPurple_topCenter"), number: 3, name: "Purple, wide photo on top",
            colourDescription: "violet darkening to deep indigo, top to bottom",
            gradient: .linear(
                start: P.point(0.5, 0), end: P.point(0.5, 1),
                stops: P.stops(P.rgb(90, 76, 173), P.rgb(78, 66, 150), P.rgb(37, 31, 71))),
            layout: PosterLayout(
                photo: PhotoFrame(
                    centre: P.point(0.5, 0.2815), width: 0.8194, height: 0.3907,
                    shape: .rounded(cornerRadius: 0.03)),
                purpose: TextBox(
                    x: 0.08, y: 0.53, width: 0.84, alignment: .centre, fontSize: 0.06,
                    maxLines: 3),
                goal: P.goal(
                    x: 0.06, y: 0.95, width: 0.88, alignment: .trailing, label: 0.08,
                    value: 0.08, style: .inlineGoal))
        ),
        PosterTemplate(
            id: TemplateID("goldBlackLinear_hexagonTrailing"), number: 4,
            name: "Gold and black, hexagon photo",
            colourDescription: "gold fading to near-black, top right to bottom left",
            gradient: .linear(
                start: P.point(1, 0), end: P.point(0, 1),
                stops: P.stops(RGBColour(hex: 0xFFD700), RGBColour(hex: 0x141414))),
            layout: PosterLayout(
                photo: PhotoFrame(
                    centre: P.point(0.62, 0.5), width: 0.58, height: 0.58, shape: .hexagon,
                    rotation: 8,
                    border: FrameBorder(
                        colours: [RGBColour(hex: 0xFFF176), RGBColour(hex: 0xFFB300)],
                        width: 0.012)),
                purpose: TextBox(
                    x: 0.05, y: 0.07, width: 0.6, fontSize: 0.045, maxLines: 3, rotation: -6,
                    panel: P.panel(1, capsule: true)),
                goal: P.goal(
                    x: 0.5, y: 0.94, width: 0.44, alignment: .trailing, label: 0.045,
                    value: 0.06, rotation: 6, panel: P.panel(1)))
        ),
        PosterTemplate(
            id: TemplateID("pinkAngular_topCenter"), number: 5, name: "Pink sweep, photo on top",
            colourDescription: "deep pink sweeping through violet-red to light pink",
            gradient: .angular(
                centre: P.point(0, 1), startAngle: 45,
                stops: [
                    GradientStop(RGBColour(hex: 0xFF1493), at: 0),
                    GradientStop(RGBColour(hex: 0xC71585), at: 0.4),
                    GradientStop(RGBColour(hex: 0xFFC0CB), at: 1),
                ]),
            layout: PosterLayout(
                photo: PhotoFrame(
                    centre: P.point(0.5, 0.285), width: 0.8, height: 0.45,
                    shape: .rounded(cornerRadius: 0.03)),
                purpose: TextBox(
                    x: 0.08, y: 0.54, width: 0.84, alignment: .centre, fontSize: 0.055,
                    maxLines: 2),
                goal: P.goal(
                    x: 0.08, y: 0.96, width: 0.84, alignment: .centre, label: 0.06, value: 0.075))
        ),
        PosterTemplate(
            id: TemplateID("tealPurpleRadial_roundedTrailing"), number: 6,
            name: "Teal and purple, round photo on the right",
            colourDescription: "teal glowing from the top right into indigo",
            gradient: .radial(
                centre: P.point(1, 0), radius: 1.4,
                stops: P.stops(RGBColour(hex: 0x20B2AA), RGBColour(hex: 0x4B0082))),
            layout: PosterLayout(
                photo: PhotoFrame(
                    centre: P.point(0.64, 0.42), width: 0.6, height: 0.6, shape: .circle,
                    rotation: 15),
                purpose: TextBox(
                    x: 0.05, y: 0.05, width: 0.5, fontSize: 0.05, maxLines: 4,
                    panel: P.panel(0.4)),
                goal: P.goal(
                    x: 0.45, y: 0.95, width: 0.5, alignment: .trailing, label: 0.05,
                    value: 0.065))
        ),
        PosterTemplate(
            id: TemplateID("linearGreen_topToBottomTrailing"), number: 7,
            name: "Green, photo strip on the right",
            colourDescription: "olive green brightening to pale green, top to bottom",
            gradient: .linear(
                start: P.point(0.5, 0), end: P.point(0.5, 1),
                stops: P.stops(RGBColour(hex: 0x617152), RGBColour(hex: 0xB9D79D))),
            layout: PosterLayout(
                photo: PhotoFrame(
                    centre: P.point(0.825, 0.5), width: 0.35, height: 1, fillsHeight: true,
                    shape: .rectangle),
                purpose: TextBox(x: 0.06, y: 0.07, width: 0.54, fontSize: 0.06, maxLines: 5),
                goal: P.goal(
                    x: 0.06, y: 0.93, width: 0.54, alignment: .leading, label: 0.07, value: 0.07))
        ),
        PosterTemplate(
            id: TemplateID("angularYellowBlue_trailing"), number: 8,
            name: "Yellow and blue sweep, photo top right",
            colourDescription: "warm yellow sweeping sharply into periwinkle blue",
            gradient: .angular(
                centre: P.point(0.73, 0.44), startAngle: -34,
                stops: [
                    GradientStop(P.rgb(255, 184, 15), at: 0.5),
                    GradientStop(P.rgb(97, 110, 255), at: 0.65),
                ]),
            layout: PosterLayout(
                photo: PhotoFrame(
                    centre: P.point(0.73, 0.355), width: 0.38, height: 0.55,
                    shape: .rounded(cornerRadius: 0.03)),
                purpose: TextBox(x: 0.06, y: 0.68, width: 0.88, fontSize: 0.05, maxLines: 3),
                goal: P.goal(
                    x: 0.06, y: 0.1, width: 0.44, anchor: .top, alignment: .leading,
                    label: 0.055, value: 0.075))
        ),
    ]
}
