import CleanAppsTestSupport
import Testing
import WaterDomain
import WaterKit
import WaterTestSupport

/// A Water-only client's tests: the kit over Water's own test doubles, with nothing of the
/// other features compiled.
@MainActor
@Suite struct WaterOnlyTests {
    @Test func sources_overTheSpy_listsItsSources() async {
        let water = WaterComponents(
            sources: WaterSourcesClientSpy(load: { [.sample(id: "well-a", title: "Well A")] }),
            authors: AuthorClientSpy())
        let sources = water.makeSourcesViewModel()

        await sources.didAppear()

        #expect(sources.state.value.content?.rows.map(\.title) == ["Well A"])
    }
}
