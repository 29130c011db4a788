import CampaignsData
import CampaignsDomain
import CampaignsKit
import CampaignsPresentation
import CleanAppsCore
import CleanAppsDataCore
import Foundation
import Terminal
import TextCommands

extension CampaignsCommands {
    func add(_ command: Add) async throws -> ExitCode {
        var draft = CampaignDraft()
        await apply(command.fields, to: &draft)
        return try await save(
            draft, original: nil, force: command.isForced, withQR: command.withQR)
    }

    func edit(_ command: Edit) async throws -> ExitCode {
        let (campaign, _) = try await resolve(command.id)
        var draft = CampaignDraft(campaign: campaign)
        await apply(command.fields, to: &draft)
        return try await save(
            draft, original: campaign, force: command.isForced, withQR: command.withQR)
    }

    func render(_ command: Render) async throws -> ExitCode {
        let (campaign, _) = try await resolve(command.id)
        let formats = command.formats ?? [campaign.format]
        let destination = command.out.map { PosterDestination.file(path: $0) } ?? .posterFolder
        var publisher = dependencies.components.publisher
        if command.writesSVG {
            guard let svg = dependencies.components.svgPublisher else {
                throw Failure(message: "SVG posters are not available here.", code: .unavailable)
            }
            publisher = svg
        }
        if command.withQR { noteJarLinkTooLongForQR(campaign) }
        for format in formats {
            var poster = campaign
            poster.format = format
            // NB: the QR code is drawn from the jar link; the poster alone goes without it.
            if !command.withQR { poster.jarLink = nil }
            if !command.withProgress { poster = poster.withoutProgress }
            notePurposeCut(poster)
            // NB: the poster folder holds the app's own derived files: replaced without asking.
            var overwrite = command.isForced || destination == .posterFolder
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

    /// Applies the options given to `draft`; values are checked later, field by field.
    private func apply(_ fields: DraftFields, to draft: inout CampaignDraft) async {
        let (format, scale, offset) = (fields.format, fields.scale, fields.offset)
        if let purpose = fields.purpose { draft.purpose = purpose }
        if let target = fields.target { draft.targetText = target }
        if let jar = fields.jar { draft.jarLinkText = jar }
        if let path = fields.image {
            // NB: the save draws the poster at once, decoding the photo; it is not decoded
            // here too.
            draft.photo = await dependencies.components.loadPhotoForSaving.execute(path: path)
        }
        if let text = fields.template {
            let number = Int(text.trimmingSpaces())
            if let template = number.flatMap(dependencies.components.catalogue.template(number:)) {
                draft.chooseTemplate(template.id)
            } else {
                draft.templateID = nil  // NB: so the template field reports the bad choice.
            }
        }
        if let format { draft.format = format }
        if let choice = fields.language { draft.language = choice.language }
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
        let problems = statuses.compactMapValues(\.errorMessage)
        guard problems.isEmpty else { throw Self.fieldsToFix(problems) }
        for field in CampaignField.allCases {
            if let note = statuses[field]?.note { writeNote("note: \(field.label): \(note)") }
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
            } catch CampaignsError.invalidFields(var messages) {
                // NB: a photo that does not decode is found by the poster's decode; it is
                // named as the reader names it when it checks.
                if let message = messages[.photo], case .picked(_, let path) = draft.photo {
                    messages[.photo] = "\((path as NSString).lastPathComponent): \(message)"
                }
                throw Self.fieldsToFix(messages)
            }
        }
    }

    /// The failure listing every field's message, in the form's order (exit code 65).
    private static func fieldsToFix(_ messages: [CampaignField: String]) -> Failure {
        let lines = CampaignField.allCases.compactMap { field in
            messages[field].map { "  \(field.label): \($0)" }
        }
        return Failure(
            message: "nothing was saved; fix these fields:\n" + lines.joined(separator: "\n"),
            code: .dataError)
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
}
