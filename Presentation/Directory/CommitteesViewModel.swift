import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import Foundation

/// One committee or bill in the committee list.
public struct DirectoryCommitteeRow: Equatable, Identifiable, Sendable {
    /// The identity ("1-3").
    public var id: CommitteeID
    /// The title.
    public var title: String
    /// The event group, e.g. "상임위원회".
    public var groupName: String
    /// Committee or bill.
    public var kind: CommitteeKind
    /// How many current lawmakers are members.
    public var memberCount: Int

    /// The row for `committee`.
    public init(_ committee: Committee) {
        id = committee.id
        title = committee.title
        groupName = committee.groupName
        kind = committee.kind
        memberCount = committee.memberIDs.count
    }
}

/// The committee list's inputs and output.
@MainActor
public protocol CommitteesViewModelProtocol: AnyObject {
    /// The committees, then the bills, by identity; or why they cannot be shown.
    var state: ObservableValue<ViewModelState<[DirectoryCommitteeRow]>> { get }
    /// The screen appeared: (re)reads the committees.
    func didAppear() async
}

/// Lists the committees and bills with their member counts.
@MainActor
public final class CommitteesViewModel: CommitteesViewModelProtocol {
    /// The display state, replayed to new observers.
    public let state = ObservableValue(ViewModelState<[DirectoryCommitteeRow]>.idle)
    private let loadDirectory: LoadDirectoryUseCase

    /// Creates the view model.
    public init(loadDirectory: LoadDirectoryUseCase) {
        self.loadDirectory = loadDirectory
    }

    /// See the protocol.
    public func didAppear() async {
        if state.value.content == nil { state.value = .loading }
        do {
            let directory = try await loadDirectory.execute()
            state.value = .success(directory.map(Self.rows) ?? [])
        } catch {
            state.value = .failure(DirectoryChangeText.message(for: error))
        }
    }

    /// The rows of `directory`: committees first, then bills, each by identity.
    public static func rows(_ directory: Directory) -> [DirectoryCommitteeRow] {
        let committees = directory.committees.sorted { $0.id < $1.id }
        return CommitteeKind.allCases.flatMap { kind in
            committees.filter { $0.kind == kind }.map(DirectoryCommitteeRow.init)
        }
    }
}
