import Foundation

/// A draft that passed every check, with its text turned into values.
public struct ValidatedDraft: Equatable, Sendable {
    /// The photo to use: the kept copy, or new bytes with their header.
    public enum Photo: Equatable, Sendable {
        case stored(CampaignPhoto)
        case picked(bytes: Data, header: ImageHeader)
    }

    /// The purpose, trimmed.
    public var purpose: String
    public var target: Hryvnias?
    public var jarLink: JarLink?
    public var photo: Photo
    public var template: PosterTemplate
    public var placement: PhotoPlacement
    public var format: PosterFormat
}
