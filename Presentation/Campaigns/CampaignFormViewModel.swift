import CampaignsDomain
import CleanAppsPresentationCore
import Foundation

/// The form's ViewModel. Main actor; inputs return when their work is done.
///
/// Every edit re-checks its own field, so a message appears or clears as the user fixes it;
/// Save checks all fields. Save is refused with a message when nothing changed.
@MainActor
public final class CampaignFormViewModel: CampaignFormViewModelProtocol {
    /// The display state, replayed to new observers.
    public let state: ObservableValue<CampaignFormState>
    let validator: CampaignValidator
    let catalogue: TemplateCatalogue
    private let loadPhoto: LoadPhotoUseCase
    let saveCampaign: SaveCampaignUseCase
    private let deleteCampaign: DeleteCampaignUseCase
    var original: Campaign?
    var savedDraft: CampaignDraft
    var draft: CampaignDraft

    /// The form's current values, as a poster preview draws them.
    public var posterDraft: CampaignDraft { draft }

    /// Creates the form for `campaign`, or for a new campaign when nil; with `purposeFitting`,
    /// the purpose field notes when the chosen template's poster would cut it.
    public init(
        campaign: Campaign?, loadPhoto: LoadPhotoUseCase, saveCampaign: SaveCampaignUseCase,
        deleteCampaign: DeleteCampaignUseCase, catalogue: TemplateCatalogue = .standard,
        purposeFitting: (any PurposeFitting)? = nil
    ) {
        self.original = campaign
        self.catalogue = catalogue
        self.validator = CampaignValidator(catalogue: catalogue, purposeFitting: purposeFitting)
        self.loadPhoto = loadPhoto
        self.saveCampaign = saveCampaign
        self.deleteCampaign = deleteCampaign
        let draft = campaign.map(CampaignDraft.init(campaign:)) ?? CampaignDraft()
        self.savedDraft = draft
        self.draft = draft
        self.state = ObservableValue(
            CampaignFormState(
                mode: campaign == nil ? .create : .edit,
                title: campaign == nil ? "New fundraiser" : "Edit fundraiser",
                purpose: FormField(text: draft.purpose), target: FormField(text: draft.targetText),
                jarLink: FormField(text: draft.jarLinkText), photo: FormField(),
                template: FormField(),
                templates: [], placement: draft.placement, format: draft.format,
                language: draft.language, posterLanguage: .detected(in: draft.purpose),
                hasUnsavedChanges: false, isSaving: false, message: nil, posterToReplace: nil,
                isConfirmingDelete: false))
        state.value = display(checking: [])
    }

    /// The user typed a purpose; the field is re-checked at once.
    public func didEditPurpose(_ text: String) {
        draft.purpose = text
        update(checking: [.purpose])
    }

    /// The user typed a target; the field is re-checked at once.
    public func didEditTarget(_ text: String) {
        draft.targetText = text
        update(checking: [.target])
    }

    /// The user typed a jar link; the field is re-checked at once.
    public func didEditJarLink(_ text: String) {
        draft.jarLinkText = text
        update(checking: [.jarLink])
    }

    /// The user named a photo file; it is read and checked.
    public func didChoosePhoto(atPath path: String) async {
        draft.photo = await loadPhoto.execute(path: path)
        update(checking: [.photo])
    }

    /// The user picked template `number` (1-based); scale and offset reset.
    public func didChooseTemplate(number: Int) {
        guard let template = catalogue.template(number: number) else {
            var next = display(checking: [])
            next.template.error = "Choose a template number from 1 to \(catalogue.templates.count)."
            state.value = next
            return
        }
        draft.chooseTemplate(template.id)
        // NB: the purpose's fit depends on the template; an untouched purpose stays unjudged.
        let purposeIsBlank = draft.purpose.allSatisfy(\.isWhitespace)
        update(checking: purposeIsBlank ? [.template] : [.template, .purpose])
    }

    /// The user moved or zoomed the photo (values are clamped).
    public func didAdjustPhoto(scale: Double, offsetX: Double, offsetY: Double) {
        draft.adjustPlacement(PhotoPlacement(scale: scale, offsetX: offsetX, offsetY: offsetY))
        update(checking: [])
    }

    /// The user picked a poster format.
    public func didChooseFormat(_ format: PosterFormat) {
        draft.format = format
        // NB: each format has its own layout, so the purpose's fit is judged again.
        let purposeIsBlank = draft.purpose.allSatisfy(\.isWhitespace)
        update(checking: purposeIsBlank ? [] : [.purpose])
    }

    /// The user picked the poster's language; nil follows the purpose's letters.
    public func didChooseLanguage(_ language: PosterLanguage?) {
        draft.language = language
        update(checking: [])
    }

    /// Validates everything, renders and writes the poster, stores the campaign.
    public func didTapSave() async -> CampaignFormOutcome? {
        await save(overwritingPoster: false)
    }

    /// Saves again, replacing the existing poster named in ``CampaignFormState/posterToReplace``.
    public func didConfirmPosterReplacement() async -> CampaignFormOutcome? {
        guard state.value.posterToReplace != nil else { return nil }
        return await save(overwritingPoster: true)
    }

    /// Asks to confirm deleting (edit mode only).
    public func didTapDelete() {
        guard original != nil else { return }
        state.value.isConfirmingDelete = true
    }

    /// Deletes when `confirmed`, else closes the question.
    public func didAnswerDeleteConfirmation(_ confirmed: Bool) async -> CampaignFormOutcome? {
        state.value.isConfirmingDelete = false
        guard confirmed, let original else { return nil }
        do {
            try await deleteCampaign.execute(original)
            return .deleted(original.id)
        } catch {
            state.value.message = (error as? CampaignsError ?? .storageFailed()).message
            return nil
        }
    }

    /// Whether leaving needs a question about unsaved changes.
    public func didRequestLeave() -> CampaignFormLeaveDecision {
        draft == savedDraft ? .leave : .askAboutUnsavedChanges
    }
}
