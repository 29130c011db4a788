import Foundation

/// What monobank last said about a jar: collected money, status and goal.
public struct JarDetails: Equatable, Sendable {
    /// The status monobank uses for a jar that still accepts money.
    public static let activeStatus = "ACTIVE"

    /// The money collected so far.
    public var collected: Hryvnias
    /// monobank's status text: `ACTIVE`, or anything else for a closed jar.
    public var status: String
    /// The jar's own goal, when the owner set one.
    public var goal: Hryvnias?
    /// When these details were fetched.
    public var fetchedAt: Date

    /// Creates jar details.
    public init(collected: Hryvnias, status: String, goal: Hryvnias? = nil, fetchedAt: Date) {
        self.collected = collected
        self.status = status
        self.goal = goal
        self.fetchedAt = fetchedAt
    }

    /// Whether the jar still accepts money.
    public var isActive: Bool { status == Self.activeStatus }
}
