import Foundation

/// A draft that passed every check, with its text turned into values.
public struct ValidatedDraft: Equatable, Sendable {
    /// The photo to use: the kept copy, or new bytes with their header.
    public enum Photo: Equatable, Sendable {
        /// The campaign's kept copy, unchanged.
        case stored(CampaignPhoto)
        /// A newly picked photo: its bytes and what its header says.
        case picked(bytes: Data, header: ImageHeader)
    }

    /// The purpose, trimmed.
    public var purpose: String
    /// The target; nil for no target.
    public var target: Hryvnias?
    /// The jar link; nil for no link.
    public var jarLink: JarLink?
    /// The photo to use.
    public var photo: Photo
    /// The chosen template.
    public var template: PosterTemplate
    /// The photo's zoom and offsets.
    public var placement: PhotoPlacement
    /// The poster's format.
    public var format: PosterFormat
    /// The language of the poster's fixed words; nil: by the purpose's letters.
    public var language: PosterLanguage?
}
