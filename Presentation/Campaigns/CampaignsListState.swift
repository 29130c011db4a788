import CleanAppsPresentationCore

/// What the campaigns list shows.
public struct CampaignsListState: Equatable, Sendable {
    /// The original's empty-state texts, in English.
    public enum EmptyText {
        /// The empty list's title.
        public static let title = "Create your first fundraising cover"
        /// The empty list's subtitle.
        public static let subtitle = "Help those who need it"
        /// How to create the first campaign.
        public static let callToAction = "Enter [+] to create a fundraiser"
    }

    /// The rows; `success([])` is the empty state (see ``isEmpty``).
    public var rows: ViewModelState<[CampaignRow]>
    /// Whether jar progress is being reloaded right now.
    public var isRefreshingProgress: Bool
    /// A message about the list as a whole (e.g. progress could not be saved).
    public var notice: String?

    /// Creates a state.
    public init(
        rows: ViewModelState<[CampaignRow]> = .idle, isRefreshingProgress: Bool = false,
        notice: String? = nil
    ) {
        self.rows = rows
        self.isRefreshingProgress = isRefreshingProgress
        self.notice = notice
    }

    /// Whether the list loaded and holds no campaigns: show ``EmptyText``.
    public var isEmpty: Bool { rows.content?.isEmpty == true }
}
