import Foundation

/// Checks a ``CampaignDraft`` field by field; pure, so the form can re-check one field as the
/// user fixes it.
///
/// Rules: purpose required, not only whitespace, at most 200 characters; target optional,
/// see ``HryvniaAmountParser``; jar link optional, see ``JarLink`` (a link that is not a
/// monobank jar, or one too long for the poster's QR code, passes with a note); photo required, PNG or JPEG by its bytes, at most 20 MB,
/// with a readable size; template required and in the catalogue. With a ``PurposeFitting``,
/// a purpose the chosen template's poster cannot hold even at its smallest legible size
/// passes with a note that names the template and how many characters fit.
public struct CampaignValidator: Sendable {
    /// The longest purpose, in characters.
    public static let maximumPurposeLength = 200
    /// The largest photo accepted, in bytes (20 MB).
    public static let maximumPhotoBytes = 20 * 1024 * 1024

    private let catalogue: TemplateCatalogue
    private let purposeFitting: (any PurposeFitting)?

    /// Creates a validator that accepts the templates of `catalogue` and, when
    /// `purposeFitting` is given, notes a purpose that the poster would cut.
    public init(
        catalogue: TemplateCatalogue = .standard, purposeFitting: (any PurposeFitting)? = nil
    ) {
        self.catalogue = catalogue
        self.purposeFitting = purposeFitting
    }

    /// Checks one field.
    public func check(_ field: CampaignField, in draft: CampaignDraft) -> FieldStatus {
        switch field {
        case .purpose: checkPurpose(draft.purpose, template: draft.templateID, format: draft.format)
        case .target: checkTarget(draft.targetText)
        case .jarLink: checkJarLink(draft.jarLinkText)
        case .photo: checkPhoto(draft.photo)
        case .template:
            draft.templateID.flatMap(catalogue.template(id:)) == nil
                ? .invalid("Choose one of the \(catalogue.templates.count) templates.") : .valid
        }
    }

    /// Checks every field, in form order.
    public func checkAll(_ draft: CampaignDraft) -> [CampaignField: FieldStatus] {
        Dictionary(uniqueKeysWithValues: CampaignField.allCases.map { ($0, check($0, in: draft)) })
    }

    /// Returns the checked values, or throws ``CampaignsError/invalidFields(_:)`` with the
    /// message of every field that failed.
    public func validate(_ draft: CampaignDraft) throws -> ValidatedDraft {
        let errors = checkAll(draft).compactMapValues(\.errorMessage)
        guard errors.isEmpty, let templateID = draft.templateID,
            let template = catalogue.template(id: templateID), let photo = validPhoto(draft.photo)
        else { throw CampaignsError.invalidFields(errors) }
        let target =
            draft.targetText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            ? nil : try? HryvniaAmountParser.parse(draft.targetText).get()
        let jarLink =
            draft.jarLinkText.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            ? nil : try? JarLink.parse(draft.jarLinkText).get()
        return ValidatedDraft(
            purpose: draft.purpose.trimmingCharacters(in: .whitespacesAndNewlines),
            target: target, jarLink: jarLink, photo: photo, template: template,
            placement: draft.placement, format: draft.format, language: draft.language)
    }

    private func checkPurpose(_ purpose: String, template id: TemplateID?, format: PosterFormat)
        -> FieldStatus
    {
        let trimmed = purpose.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return .invalid("Enter what the money is for.") }
        if trimmed.count > Self.maximumPurposeLength {
            return .invalid(
                "Keep the purpose within \(Self.maximumPurposeLength) characters (now \(trimmed.count))."
            )
        }
        guard let template = id.flatMap(catalogue.template(id:)),
            let fitting = purposeFitting?.fittingCharacters(
                of: trimmed, in: template, format: format)
        else { return .valid }
        return .validWithNote(
            "Template \(template.number) cuts this purpose on the \(format.rawValue) poster: "
                + "\(fitting) of its \(trimmed.count) characters fit. "
                + "Shorten it or choose another template.")
    }

    private func checkTarget(_ text: String) -> FieldStatus {
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .valid }
        switch HryvniaAmountParser.parse(text) {
        case .success: return .valid
        case .failure(let error): return .invalid(error.message)
        }
    }

    private func checkJarLink(_ text: String) -> FieldStatus {
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return .valid }
        switch JarLink.parse(text) {
        case .success(let link) where !link.fitsPosterQRCode:
            return .validWithNote(JarLink.tooLongForQRNote)
        case .success(let link):
            return link.monobankJarID == nil ? .validWithNote(JarLink.notMonobankNote) : .valid
        case .failure(let error): return .invalid(error.message)
        }
    }

    private func checkPhoto(_ photo: DraftPhoto?) -> FieldStatus {
        switch photo {
        case nil: return .invalid("Choose a photo for the poster (a PNG or JPEG file).")
        case .stored: return .valid
        case .unreadable(_, let message): return .invalid(message)
        case .picked(let bytes, _):
            if bytes.isEmpty { return .invalid("The photo file is empty; choose another one.") }
            if bytes.count > Self.maximumPhotoBytes {
                return .invalid("The photo is larger than 20 MB; choose a smaller file.")
            }
            switch ImageHeaderReader.read(bytes) {
            case .success(let header)
            where ImageCompleteness.isComplete(bytes, format: header.format):
                return .valid
            case .failure(.unsupportedFormat):
                return .invalid("The photo must be a PNG or JPEG image.")
            case .success, .failure(.damaged):
                return .invalid("The photo file is damaged or incomplete; choose another one.")
            case .failure(.unsupportedSize):
                return .invalid(
                    "The photo's size is not supported (each side must be 1 to \(ImageHeaderReader.maximumSide) pixels)."
                )
            }
        }
    }

    private func validPhoto(_ photo: DraftPhoto?) -> ValidatedDraft.Photo? {
        switch photo {
        case .stored(let stored): .stored(stored)
        case .picked(let bytes, _):
            (try? ImageHeaderReader.read(bytes).get())
                .flatMap { ImageCompleteness.isComplete(bytes, format: $0.format) ? $0 : nil }
                .map { .picked(bytes: bytes, header: $0) }
        case .unreadable, nil: nil
        }
    }
}
