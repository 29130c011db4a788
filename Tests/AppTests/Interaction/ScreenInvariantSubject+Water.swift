import CleanAppsTestSupport
import WaterDomain
import WaterPresentation
import WaterTestSupport

@testable import WaterScreens

/// The water sources list over generated sources spread over the map.
extension ScreenInvariantSubject {
    static var waterSources: ScreenInvariantSubject {
        ScreenInvariantSubject(name: "water sources") { data, terminal in
            let sources = (0..<data.count).map { index in
                WaterSource.sample(
                    id: WaterSource.ID("w\(index)"), title: data.name(index),
                    latitude: Double(index % 180) - 89.5,
                    longitude: Double(index * 7 % 360) - 179.5, boiled: index % 2 * 100,
                    filtered: index % 3 == 0 ? 100 : 0)
            }
            let viewModel = WaterSourcesViewModel(
                dependencies: .init(
                    loadSources: LoadWaterSourcesUseCase(
                        sources: WaterSourcesClientSpy(load: { sources }))))
            let screen = WaterListScreen(viewModel: viewModel, frame: frame(terminal))
            guard case .openDetails(let id) = await screen.run() else { return nil }
            return Int(id.rawValue.dropFirst())
        }
    }
}
