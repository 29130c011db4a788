/// The one rule for what a service's list answer is worth, shared by every remote repository.
///
/// - ``usable``: at least one item, and at most half of the items unusable.
/// - ``empty``: no items at all (`[]`, or the service's own "nothing here" answer). It is
///   reported as what it is and never saved over an earlier answer.
/// - ``failed``: more than half of the items unusable (a list of nothing but malformed items
///   included). It counts as a failed request: the saved answer or the bundled copy serves,
///   with the usual notice.
///
/// ``ResponseCache/save(_:verdict:for:at:)`` stores only usable answers, so an empty or
/// mostly broken answer never replaces a good one.
public enum AnswerVerdict: Equatable, Sendable {
    /// Good enough to show and to save.
    case usable
    /// Nothing in it: show it as such, keep the saved answer.
    case empty
    /// Mostly broken: treat it as a failed request.
    case failed

    /// The verdict on a list of `total` items of which `usable` could be read.
    public init(total: Int, usable: Int) {
        if total <= 0 {
            self = .empty
        } else if usable * 2 < total {
            self = .failed
        } else {
            self = .usable
        }
    }
}
