@testable import TextCommands

/// One scripted visit of an app's screens: the command line and the lines typed, from the
/// first screen to the last. A walk runs every prefix of `lines` and then ends input.
struct InteractionTour: Sendable {
    let name: String
    let arguments: [String]
    let lines: [String]
    /// The exit code when input ends before the tour does.
    var endCode = ExitCode.ok

    /// The tours of the walks: every screen and prompt of the five apps, reached from the main
    /// menu, plus the scriptable commands that ask before they act.
    static func all(photoPath: String, campaignID: String) -> [InteractionTour] {
        [
            InteractionTour(
                name: "giveaways", arguments: [],
                lines: [
                    "1", "/witcher", "/", "t", "2", "s", "2", "k", "1", "f 1", "1", "g", "n", "b",
                    "m", ">", "o", "b", "b", "f", "1", "b", "d 1",
                ]),
            InteractionTour(
                name: "campaigns", arguments: [],
                lines: [
                    "2", "?", "r", "1", "1", "New purpose", "2", "", "3", "-", "4", photoPath, "5",
                    "3", "6", "1.5", "0.1", "-0.1", "7", "2", "8", "2", "?", "d", "n", "b", "c",
                    "q",
                    "zz",
                    "c", "s", "1", "Water for Kherson", "7", "1", "s", "2", "3", "s", "n", "b", "d",
                    "a",
                    "1", "X",
                    "b", "d", "b", "q",
                ]),
            InteractionTour(
                name: "marketing", arguments: [],
                lines: [
                    "3", "?", "zz", "1-3", "", "?", "1", "?", "1", "r", "2", "b", "2", "1", "b",
                    "v", "?", "t", "x 1", "e", "", "b", "b", "b", "q",
                ]),
            InteractionTour(
                name: "directory", arguments: [],
                lines: [
                    "4", "?", "/ㄱ", "f 1", "1", "o 1", "n", "g", "1", "b", "b", "b", "f", "1", "b",
                    "m", "의견", "안녕하세요", ".", "b", "d 1", "b", "g",
                ]),
            InteractionTour(
                name: "water", arguments: [],
                lines: [
                    "5", "?", "zz", "m", "m", "i", "?", "d", "5", "?", "9", "2", "3", "?", "d", "b",
                    "b", "q",
                ]),
            InteractionTour(
                name: "campaigns delete", arguments: ["campaigns", "delete", campaignID],
                lines: ["maybe", "n"]),
            InteractionTour(name: "water reset", arguments: ["water", "reset"], lines: ["n"]),
        ]
    }
}
