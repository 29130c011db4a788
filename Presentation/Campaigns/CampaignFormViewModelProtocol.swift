import CampaignsDomain
import CleanAppsPresentationCore
import Foundation

/// What the form asks its parent to do.
public enum CampaignFormOutcome: Equatable, Sendable {
    /// The campaign was saved and its poster written at `posterPath`.
    case saved(Campaign, posterPath: String)
    /// The campaign was deleted.
    case deleted(Campaign.ID)
}

/// What leaving the form needs.
public enum CampaignFormLeaveDecision: Equatable, Sendable {
    /// Nothing unsaved: just leave.
    case leave
    /// Unsaved changes: ask save / discard / cancel.
    case askAboutUnsavedChanges
}

/// The new-campaign / edit-campaign form.
@MainActor
public protocol CampaignFormViewModelProtocol: AnyObject {
    /// The form's display state.
    var state: ObservableValue<CampaignFormState> { get }
    /// The form's current values, as a poster preview draws them.
    var posterDraft: CampaignDraft { get }
    /// The user typed a purpose; the field is re-checked at once.
    func didEditPurpose(_ text: String)
    /// The user typed a target; the field is re-checked at once.
    func didEditTarget(_ text: String)
    /// The user typed a jar link; the field is re-checked at once.
    func didEditJarLink(_ text: String)
    /// The user named a photo file; it is read and checked.
    func didChoosePhoto(atPath path: String) async
    /// The user picked template `number` (1-based); scale and offset reset.
    func didChooseTemplate(number: Int)
    /// The user moved or zoomed the photo (values are clamped).
    func didAdjustPhoto(scale: Double, offsetX: Double, offsetY: Double)
    /// The user picked a poster format.
    func didChooseFormat(_ format: PosterFormat)
    /// The user picked the poster's language; nil follows the purpose's letters.
    func didChooseLanguage(_ language: PosterLanguage?)
    /// Validates everything, renders and writes the poster, stores the campaign.
    func didTapSave() async -> CampaignFormOutcome?
    /// Saves again, replacing the existing poster named in ``CampaignFormState/posterToReplace``.
    func didConfirmPosterReplacement() async -> CampaignFormOutcome?
    /// Asks to confirm deleting (edit mode only).
    func didTapDelete()
    /// Deletes when `confirmed`, else closes the question.
    func didAnswerDeleteConfirmation(_ confirmed: Bool) async -> CampaignFormOutcome?
    /// Whether leaving needs a question about unsaved changes.
    func didRequestLeave() -> CampaignFormLeaveDecision
}
