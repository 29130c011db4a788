import CleanAppsCore
import DirectoryDomain
import DirectoryPresentation
import DirectoryTestSupport
import Foundation

@testable import DirectoryScreens

/// The lawmakers list (Directory home) over the generated directory.
extension ScreenInvariantSubject {
    static var directoryHome: ScreenInvariantSubject {
        ScreenInvariantSubject(name: "directory home") { data, terminal in
            let repository = InMemoryDirectoryRepository(directory: data.directory)
            let viewModel = DirectoryHomeViewModel(
                dependencies: .init(
                    loadDirectory: LoadDirectoryUseCase(repository: repository),
                    toggleFavorite: TogglePersonFavoriteUseCase(repository: repository),
                    now: { Date(timeIntervalSince1970: 1_619_827_200) }))
            let screen = DirectoryHomeScreen(viewModel: viewModel, frame: frame(terminal))
            guard case .openPerson(let id) = await screen.run() else { return nil }
            return Int(id.rawValue.dropFirst())
        }
    }
}
