import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import MarketingTestSupport
import Testing

@Suite struct ResolveSelectionSpecUseCaseTests {
    let channels = OfferedChannels.all(in: MarketingSamples.targets)

    func makeUseCase() -> ResolveSelectionSpecUseCase {
        let repository = MarketingRepositorySpy()
        repository.onPackages { channel in
            let count = channel.name == "Google AdWords" ? 3 : 4
            return Sourced(
                MarketingSamples.packages(channel, prices: (1...count).map { Decimal($0 * 100) }),
                origin: .live)
        }
        return ResolveSelectionSpecUseCase(repository: repository)
    }

    @Test func execute_namesAndIDs_buildSelectionInGivenOrder() async throws {
        let selection = try await makeUseCase().execute(
            spec: "seo:1, Facebook:2 ,66a8bfaafccc4b2c2a9a:4", channels: channels)

        #expect(
            selection.items.map(\.name) == [
                "SEO Package 1", "Facebook Package 2", "Twitter Package 4",
            ])
        #expect(selection.formattedTotal == "700.00 EUR")
    }

    @Test(arguments: [
        ("Weather:1", MarketingError.unknownChannel("Weather")),
        (
            "Google AdWords:4",
            .packageNumberOutOfRange(channel: "Google AdWords", number: "4", available: 3)
        ),
        ("Facebook:0", .packageNumberOutOfRange(channel: "Facebook", number: "0", available: 4)),
        (
            "Facebook:99999999999999999999",
            .packageNumberOutOfRange(
                channel: "Facebook", number: "99999999999999999999", available: 4)
        ),
        ("Facebook:1,facebook:2", .duplicateChannel("Facebook")),
        ("Facebook:1,0af1bfee844a7003cec5:1", .duplicateChannel("Facebook")),
        ("Facebook", .malformedSelection("Facebook")),
        ("Facebook:x", .malformedSelection("Facebook:x")),
        (":2", .malformedSelection(":2")),
        ("Facebook:-1", .malformedSelection("Facebook:-1")),
        (" , ", .nothingSelected),
    ])
    func execute_badSpec_throwsClearError(spec: String, expected: MarketingError) async {
        await #expect(throws: expected) {
            try await makeUseCase().execute(spec: spec, channels: channels)
        }
    }

    @Test func message_outOfRange_tellsTheValidNumbers() {
        let error = MarketingError.packageNumberOutOfRange(
            channel: "Google AdWords", number: "4", available: 3)

        #expect(error.message == "Google AdWords has no package 4; choose a number from 1 to 3.")
    }
}
