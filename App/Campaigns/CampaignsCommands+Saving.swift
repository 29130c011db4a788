import CampaignsData
import CampaignsDomain
import CampaignsKit
import CampaignsPresentation
import CleanAppsCore
import CleanAppsDataCore
import Foundation
import TerminalKit

extension CampaignsCommands {
    /// The options `add` and `edit` share.
    static let draftOptions: Set<String> = [
        "purpose", "image", "template", "target", "jar", "format", "photo-scale", "photo-offset",
    ]

    func add(_ arguments: [String]) async throws -> ExitCode {
        let parsed = try CommandArguments.parse(
            arguments, options: Self.draftOptions, flags: ["force", "no-qr"])
        try parsed.expectNoPositionals()
        var draft = CampaignDraft()
        try await apply(parsed, to: &draft)
        return try await save(
            draft, original: nil, force: parsed.has("force"), withQR: !parsed.has("no-qr"))
    }

    func edit(_ arguments: [String]) async throws -> ExitCode {
        let parsed = try CommandArguments.parse(
            arguments, options: Self.draftOptions, flags: ["force", "no-qr"])
        let (campaign, _) = try await resolve(parsed.single("ID"))
        var draft = CampaignDraft(campaign: campaign)
        try await apply(parsed, to: &draft)
        return try await save(
            draft, original: campaign, force: parsed.has("force"), withQR: !parsed.has("no-qr"))
    }

    func render(_ arguments: [String]) async throws -> ExitCode {
        let parsed = try CommandArguments.parse(
            arguments, options: ["format", "out"], flags: ["force", "png", "svg", "no-qr"])
        let (campaign, _) = try await resolve(parsed.single("ID"))
        var formats = [campaign.format]
        if let text = parsed.value("format") {
            formats = text.lowercased() == "all" ? PosterFormat.allCases : [try Self.format(text)]
        }
        var destination = PosterDestination.posterFolder
        if let out = parsed.value("out") {
            guard !out.isEmpty else {
                throw CommandArguments.UsageError(message: "--out needs a file name")
            }
            guard formats.count == 1 else {
                throw CommandArguments.UsageError(message: "--out takes one --format, not all")
            }
            destination = .file(path: out)
        }
        var publisher = dependencies.components.publisher
        if try Self.writesSVG(parsed) {
            guard let svg = dependencies.components.svgPublisher else {
                throw Failure(message: "SVG posters are not available here.", code: .unavailable)
            }
            publisher = svg
        }
        if !parsed.has("no-qr") { noteJarLinkTooLongForQR(campaign) }
        for format in formats {
            var poster = campaign
            poster.format = format
            // NB: the QR code is drawn from the jar link; the poster alone goes without it.
            if parsed.has("no-qr") { poster.jarLink = nil }
            // NB: the poster folder holds the app's own derived files: replaced without asking.
            var overwrite = parsed.has("force") || destination == .posterFolder
            while true {
                do {
                    let written = try await publisher.publish(
                        poster, to: destination, overwrite: overwrite)
                    if !NamedOutputFile.isStandardOutput(written.path) {
                        terminal.write("Poster: \(TerminalText.sanitize(written.path))\n")
                    }
                    break
                } catch CampaignsError.posterExists(let path) where !overwrite {
                    try await confirmReplacing(path, otherwise: "the poster was not written")
                    overwrite = true
                }
            }
        }
        return .ok
    }

    /// Whether `render` writes SVG: `--svg` or `--png` when given, else the extension of
    /// `--out` (`.svg` or `.png`, any case); PNG into the poster folder or standard output.
    ///
    /// NB: a file named for one format never receives the other (a `.svg` holding PNG bytes
    /// opens nowhere), and a name with another extension needs the flag that says which.
    private static func writesSVG(_ parsed: CommandArguments) throws -> Bool {
        let flag: Bool? =
            switch (parsed.has("png"), parsed.has("svg")) {
            case (true, true):
                throw CommandArguments.UsageError(message: "give --png or --svg, not both")
            case (true, false): false
            case (false, true): true
            case (false, false): nil
            }
        guard let out = parsed.value("out"), !NamedOutputFile.isStandardOutput(out), out != "-"
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

    /// Applies the options given to `draft`; values are checked later, field by field.
    private func apply(_ parsed: CommandArguments, to draft: inout CampaignDraft) async throws {
        let format = try parsed.value("format").map(Self.format)
        let scale = try parsed.value("photo-scale").map(Self.photoScale)
        let offset = try parsed.value("photo-offset").map(Self.photoOffset)
        if let purpose = parsed.value("purpose") { draft.purpose = purpose }
        if let target = parsed.value("target") { draft.targetText = target }
        if let jar = parsed.value("jar") { draft.jarLinkText = jar }
        if let path = parsed.value("image") {
            draft.photo = await dependencies.components.loadPhoto.execute(path: path)
        }
        if let text = parsed.value("template") {
            let number = Int(text.trimmingCharacters(in: .whitespaces))
            if let template = number.flatMap(dependencies.components.catalogue.template(number:)) {
                draft.chooseTemplate(template.id)
            } else {
                draft.templateID = nil  // NB: so the template field reports the bad choice.
            }
        }
        if let format { draft.format = format }
        // NB: after the template, whose choice resets the placement.
        if scale != nil || offset != nil {
            let current = draft.placement
            draft.adjustPlacement(
                PhotoPlacement(
                    scale: scale ?? current.scale, offsetX: offset?.x ?? current.offsetX,
                    offsetY: offset?.y ?? current.offsetY))
        }
    }

    /// Checks every field (printing every message), then saves through the use case;
    /// `withQR` false redraws the saved poster without the jar's QR code (`--no-qr`).
    private func save(
        _ draft: CampaignDraft, original: Campaign?, force: Bool, withQR: Bool
    ) async throws -> ExitCode {
        if let original, CampaignDraft(campaign: original) == draft {
            throw CampaignsError.nothingChanged
        }
        let statuses = dependencies.components.validator.checkAll(draft)
        let problems = CampaignField.allCases.compactMap { field in
            statuses[field]?.errorMessage.map { "  \(field.label): \($0)" }
        }
        guard problems.isEmpty else {
            throw Failure(
                message: "nothing was saved; fix these fields:\n"
                    + problems.joined(separator: "\n"),
                code: .dataError)
        }
        for field in CampaignField.allCases {
            if let note = statuses[field]?.note { fail("note: \(field.label): \(note)") }
        }
        var overwrite = force
        while true {
            do {
                let saved = try await dependencies.components.saveCampaign.execute(
                    SaveCampaignRequest(
                        draft: draft, original: original, overwritesPoster: overwrite))
                if !withQR, saved.campaign.jarLink != nil {
                    // NB: the choice is not stored: the poster written now goes without the
                    // code, as `render --no-qr` draws it; a later edit or render draws it again.
                    var poster = saved.campaign
                    poster.jarLink = nil
                    _ = try await dependencies.components.publisher.publish(
                        poster, to: .posterFolder, overwrite: true)
                }
                let verb = original == nil ? "Added" : "Saved"
                let id = saved.campaign.id.uuidString.lowercased()
                let purpose = TerminalText.sanitize(saved.campaign.purpose)
                terminal.write(
                    "\(verb) \(id) \"\(purpose)\".\nPoster: \(TerminalText.sanitize(saved.posterPath))\n"
                )
                return .ok
            } catch CampaignsError.posterExists(let path) where !overwrite {
                try await confirmReplacing(path, otherwise: "nothing was saved")
                overwrite = true
            }
        }
    }

    /// Asks in a terminal whether the poster at `path` may be replaced; anywhere else, or
    /// when the answer is not yes, throws with exit code 73.
    private func confirmReplacing(_ path: String, otherwise consequence: String) async throws {
        let shown = TerminalText.sanitize(path)
        guard terminal.capabilities.isInteractive else {
            throw Failure(
                message: "a poster already exists at \(shown); add --force to replace it "
                    + "(\(consequence)).",
                code: .cannotCreate)
        }
        guard await terminal.confirm("A poster already exists at \(shown). Replace it?") else {
            throw Failure(
                message: "the poster at \(shown) was left as it is; \(consequence).",
                code: .cannotCreate)
        }
    }

    private static func format(_ text: String) throws(CommandArguments.UsageError) -> PosterFormat {
        guard let format = PosterFormat(rawValue: text.lowercased()) else {
            throw .unknownValue(
                text, "--format is square, portrait or story",
                among: PosterFormat.allCases.map(\.rawValue))
        }
        return format
    }

    /// `--photo-scale S`: a number from 0.1 to 10 (1 fills the frame).
    private static func photoScale(_ text: String) throws(CommandArguments.UsageError) -> Double {
        let range = PhotoPlacement.scaleRange
        guard let value = decimal(text), range.contains(value) else {
            throw CommandArguments.UsageError(
                message:
                    "--photo-scale is a number from \(CampaignFormScreen.text(range.lowerBound)) "
                    + "to \(CampaignFormScreen.text(range.upperBound)), e.g. 1.3 (1 fills the frame)"
            )
        }
        return value
    }

    /// `--photo-offset X,Y`: the move right and down in points of the 300×300 reference.
    private static func photoOffset(_ text: String) throws(CommandArguments.UsageError)
        -> (x: Double, y: Double)
    {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let range = PhotoPlacement.offsetRange
        guard parts.count == 2, let x = decimal(parts[0]), let y = decimal(parts[1]),
            range.contains(x), range.contains(y)
        else {
            throw CommandArguments.UsageError(
                message: "--photo-offset is X,Y: the move right and down in points of the "
                    + "300×300 preview, each from \(CampaignFormScreen.text(range.lowerBound)) to "
                    + "\(CampaignFormScreen.text(range.upperBound)), e.g. 20,-15")
        }
        return (x, y)
    }

    /// A finite decimal number written with a point, at most 20 characters; nil otherwise.
    private static func decimal(_ text: some StringProtocol) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count <= 20, let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }
}
