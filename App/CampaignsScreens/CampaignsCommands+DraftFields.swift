import CampaignsDomain
import CampaignsKit
import CleanAppsCore
import CleanAppsDataCore
import Foundation
import Terminal
import TextCommands

extension CampaignsCommands {
    /// The fields `add` and `edit` take, read from their options; the values are checked
    /// later, field by field, except the placement and format, which are usage errors here.
    @MainActor struct DraftFields {
        static let purpose = Option("purpose", .text("TEXT"), "What the money is for.")
        static let image = Option("image", .file(), "The photo (copied into photos/).")
        static let template = Option(
            "template",
            .oneOf(
                TemplateCatalogue.standard.templates.indices.map { String($0 + 1) },
                placeholder: "N"),
            "The poster template's number, as templates prints it.")
        static let target = Option("target", .text("AMOUNT"), "The goal in hryvnias.")
        static let jar = Option("jar", .text("URL"), "The monobank jar link.")
        static let format = Option(
            "format", .oneOf(PosterFormat.allCases.map(\.rawValue)), "The poster's shape.",
            read: format(_:))
        /// `--language uk|en|auto`: the poster's fixed words; auto follows the purpose.
        static let language = Option.choice(
            "language", .oneOf(["uk", "en", "auto"]),
            "The poster's words: uk, en, or auto (by the purpose's letters, the default).",
            else: { _ in "--language is uk, en or auto" }, LanguageChoice.init(word:))
        /// `--photo-scale S`: a number from 0.1 to 10 (1 fills the frame).
        static let photoScale: Option<Double> = {
            let range = PhotoPlacement.scaleRange
            let message =
                "--photo-scale is a number from \(CampaignFormScreen.text(range.lowerBound)) "
                + "to \(CampaignFormScreen.text(range.upperBound)), e.g. 1.3 (1 fills the frame)"
            return Option(
                "photo-scale", .text("S"),
                "The photo's zoom, 0.1 to 10; 1 fills the frame (a new template resets it)."
            ) { text in
                guard let value = decimal(text), range.contains(value) else {
                    throw CommandArguments.UsageError(message: message)
                }
                return value
            }
        }()
        /// `--photo-offset X,Y`: the move right and down in points of the 300×300 reference.
        static let photoOffset: Option<PhotoOffset> = {
            let range = PhotoPlacement.offsetRange
            let message =
                "--photo-offset is X,Y: the move right and down in points of the "
                + "300×300 preview, each from \(CampaignFormScreen.text(range.lowerBound)) to "
                + "\(CampaignFormScreen.text(range.upperBound)), e.g. 20,-15"
            return Option(
                "photo-offset", .text("X,Y"),
                "The photo's move right and down in points of the 300×300 preview, e.g. 20,-15."
            ) { text in
                let parts = text.split(separator: ",", omittingEmptySubsequences: false)
                guard parts.count == 2, let x = decimal(parts[0]), let y = decimal(parts[1]),
                    range.contains(x), range.contains(y)
                else { throw CommandArguments.UsageError(message: message) }
                return PhotoOffset(x: x, y: y)
            }
        }()

        /// The options, `add` needing the first three.
        static func options(required: Bool) -> [CommandOption] {
            [purpose, image, template].map { required ? $0.required().described : $0.described }
                + [target, jar].map(\.described)
                + [format.described, language.described, photoScale.described]
                + [photoOffset.described]
        }

        var purpose: String?
        var image: String?
        var template: String?
        var target: String?
        var jar: String?
        var format: PosterFormat?
        var language: LanguageChoice?
        var scale: Double?
        var offset: PhotoOffset?

        init(_ arguments: CommandArguments) throws {
            purpose = try arguments.value(Self.purpose)
            image = try arguments.value(Self.image)
            template = try arguments.value(Self.template)
            target = try arguments.value(Self.target)
            jar = try arguments.value(Self.jar)
            format = try arguments.value(Self.format)
            language = try arguments.value(Self.language)
            scale = try arguments.value(Self.photoScale)
            offset = try arguments.value(Self.photoOffset)
        }

        /// `--format`: square, portrait or story.
        nonisolated static func format(_ text: String) throws(CommandArguments.UsageError)
            -> PosterFormat
        {
            guard let format = PosterFormat(rawValue: text.lowercased()) else {
                throw .unknownValue(
                    text, "--format is square, portrait or story",
                    among: PosterFormat.allCases.map(\.rawValue))
            }
            return format
        }

        /// A finite decimal number written with a point, at most 20 characters; nil otherwise.
        private nonisolated static func decimal(_ text: some StringProtocol) -> Double? {
            let trimmed = text.trimmingSpaces()
            guard trimmed.count <= 20, let value = Double(trimmed), value.isFinite else {
                return nil
            }
            return value
        }
    }

    /// `--language` read: a language, or nil for automatic.
    struct LanguageChoice: Sendable {
        let language: PosterLanguage?

        /// `uk`, `en` or `auto` in any case; nil for another word.
        init?(word: String) {
            switch word.lowercased() {
            case "auto": language = nil
            case let code:
                guard let language = PosterLanguage(rawValue: code) else { return nil }
                self.language = language
            }
        }
    }

    /// `--photo-offset X,Y` read.
    struct PhotoOffset: Sendable {
        let x: Double
        let y: Double
    }
}

extension CampaignsCommands.Render {
    /// Whether `render` writes SVG: `--svg` or `--png` when given, else the extension of
    /// `--out` (`.svg` or `.png`, any case); PNG into the poster folder or standard output.
    ///
    /// NB: a file named for one format never receives the other (a `.svg` holding PNG bytes
    /// opens nowhere), and a name with another extension needs the flag that says which.
    static func writesSVG(png: Bool, svg: Bool, out: String?) throws -> Bool {
        let flag: Bool? =
            switch (png, svg) {
            case (true, true):
                throw CommandArguments.UsageError(message: "give --png or --svg, not both")
            case (true, false): false
            case (false, true): true
            case (false, false): nil
            }
        guard let out, !NamedOutputFile.isStandardOutput(out), out != "-"
        else { return flag ?? false }
        let named: Bool? =
            switch URL(fileURLWithPath: out).pathExtension.lowercased() {
            case "svg": true
            case "png": false
            default: nil
            }
        switch (flag, named) {
        case (let flag?, let named?) where flag != named:
            throw CommandArguments.UsageError(
                message: "--out \(out) names a \(named ? "SVG" : "PNG") file, but "
                    + "\(flag ? "--svg" : "--png") asks for the other format")
        case (let flag?, _): return flag
        case (nil, let named?): return named
        case (nil, nil):
            throw CommandArguments.UsageError(
                message: "--out \(out): name the file .png or .svg, or give --png or --svg")
        }
    }
}
