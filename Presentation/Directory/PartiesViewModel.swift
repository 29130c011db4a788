import CleanAppsPresentationCore
import DirectoryDomain
import Foundation

/// One party in the party list.
public struct DirectoryPartyRow: Equatable, Identifiable, Sendable {
    /// The party number.
    public var id: PartyID
    /// The party name.
    public var name: String
    /// How many lawmakers belong to it.
    public var memberCount: Int

    /// Creates a row.
    public init(id: PartyID, name: String, memberCount: Int) {
        self.id = id
        self.name = name
        self.memberCount = memberCount
    }
}

/// The party list's inputs and output.
@MainActor
public protocol PartiesViewModelProtocol: AnyObject {
    /// The parties by number, or why they cannot be shown.
    var state: ObservableValue<ViewModelState<[DirectoryPartyRow]>> { get }
    /// The screen appeared: (re)reads the parties.
    func didAppear() async
}

/// Lists the parties with their member counts.
@MainActor
public final class PartiesViewModel: PartiesViewModelProtocol {
    /// The display state, replayed to new observers.
    public let state = ObservableValue(ViewModelState<[DirectoryPartyRow]>.idle)
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

    /// The rows of `directory`'s parties, by number.
    public static func rows(_ directory: Directory) -> [DirectoryPartyRow] {
        var counts: [PartyID: Int] = [:]
        for person in directory.persons {
            if let party = person.partyID { counts[party, default: 0] += 1 }
        }
        return directory.parties.sorted { $0.id < $1.id }.map {
            DirectoryPartyRow(id: $0.id, name: $0.name, memberCount: counts[$0.id] ?? 0)
        }
    }
}
