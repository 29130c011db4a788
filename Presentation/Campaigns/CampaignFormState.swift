import CampaignsDomain

/// One form field as shown: its text, and the error or note under it.
public struct FormField: Equatable, Sendable {
    /// The field's text.
    public var text: String
    /// What to fix, when the field is invalid.
    public var error: String?
    /// Something to know, when the field is valid (e.g. progress will not load).
    public var note: String?

    /// Creates a field.
    public init(text: String = "", error: String? = nil, note: String? = nil) {
        self.text = text
        self.error = error
        self.note = note
    }
}

/// One template in the picker.
public struct TemplateChoice: Equatable, Sendable {
    /// Its 1-based number in the picker.
    public var number: Int
    /// The template's name.
    public var name: String
    /// Its colours in words.
    public var colours: String
    /// Whether it is the chosen template.
    public var isSelected: Bool
}

/// What the campaign form shows.
public struct CampaignFormState: Equatable, Sendable {
    /// Creating a new campaign or editing a saved one.
    public enum Mode: Equatable, Sendable {
        /// A new campaign.
        case create
        /// A saved campaign.
        case edit
    }

    /// Creating or editing.
    public var mode: Mode
    /// `New fundraiser` or `Edit fundraiser`.
    public var title: String
    /// The purpose field.
    public var purpose: FormField
    /// The target field.
    public var target: FormField
    /// The jar link field.
    public var jarLink: FormField
    /// The photo's description: file name, format and pixel size.
    public var photo: FormField
    /// The chosen template as `<number>. <name>`, empty when none.
    public var template: FormField
    /// The template picker's choices.
    public var templates: [TemplateChoice]
    /// The photo's zoom and offsets.
    public var placement: PhotoPlacement
    /// The poster's format.
    public var format: PosterFormat
    /// The poster's language as chosen; nil: by the purpose's letters.
    public var language: PosterLanguage?
    /// The language the poster's words are in: the chosen one, or the purpose's.
    public var posterLanguage: PosterLanguage
    /// Whether the form differs from the saved campaign (or from the empty form).
    public var hasUnsavedChanges: Bool
    /// Whether a save is running.
    public var isSaving: Bool
    /// A message about the form as a whole: save refused or failed, poster written.
    public var message: String?
    /// When set, saving stopped because a poster exists at this path; ask to replace it.
    public var posterToReplace: String?
    /// Whether the delete confirmation (default No) is showing.
    public var isConfirmingDelete: Bool

    /// Whether the campaign can be deleted (it was saved before).
    public var canDelete: Bool { mode == .edit }
}
