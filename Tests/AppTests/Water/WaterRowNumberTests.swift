import CleanAppsTestSupport
import Testing
import WaterDomain
import WaterTestSupport

@testable import Terminal
@testable import TextCommands
@testable import WaterScreens

/// `water show N` and `water clean N` act on row N of `water list`, as the screens do.
@MainActor
@Suite struct WaterRowNumberTests {
    /// Seeded lists of 1 to 12 sources with ids that are words, never numbers.
    private static func generatedSources(seed: UInt64) -> [WaterSource] {
        var generator = SeededGenerator(seed: seed)
        let count = Int.random(in: 1...12, using: &generator)
        return (0..<count).map { index in
            .sample(
                id: WaterSource.ID(
                    "source-\(index)-\(UInt16.random(in: 0...999, using: &generator))"),
                title: "Source \(index)", boiled: [0, 100].randomElement(using: &generator) ?? 0)
        }
    }

    private func run(_ arguments: [String], sources: [WaterSource]) async -> (
        code: ExitCode, terminal: ScriptedTerminal, saved: [WaterSource]
    ) {
        let client = WaterSourcesClientSpy(load: { sources }, save: { _ in })
        let terminal = ScriptedTerminal()
        // NB: the program's name, as `cleanapps` sets it around a run.
        let code = await CommandHelpText.$program.withValue("cleanapps") {
            await WaterCommands(sources: client, terminal: terminal).run(arguments)
        }
        return (code, terminal, client.savedSources)
    }

    @Test(arguments: 0..<20 as Range<UInt64>)
    func everyRow_showAndClean_actOnTheSourceWithThatRowsID(seed: UInt64) async {
        let sources = Self.generatedSources(seed: seed)
        let list = await run(["list"], sources: sources).terminal.output
        let listedIDs = list.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }

        for (index, id) in listedIDs.enumerated() {
            let row = String(index + 1)
            let byRow = await run(["show", row, "--json"], sources: sources)
            let byID = await run(["show", id, "--json"], sources: sources)
            let cleanedByRow = await run(["clean", row, "--step", "all"], sources: sources)
            let cleanedByID = await run(["clean", id, "--step", "all"], sources: sources)

            #expect(byRow.code == .ok)
            #expect(byRow.terminal.output == byID.terminal.output)
            #expect(cleanedByRow.code == .ok)
            #expect(cleanedByRow.terminal.output == cleanedByID.terminal.output)
            #expect(cleanedByRow.saved == cleanedByID.saved)
        }
    }

    @Test(arguments: 0..<10 as Range<UInt64>)
    func rowPastTheList_saysHowManyRowsThereAreAndExits66(seed: UInt64) async {
        let sources = Self.generatedSources(seed: seed)
        let rows = sources.count == 1 ? "1 row" : "\(sources.count) rows"

        for row in [0, sources.count + 1, 999] {
            let shown = await run(["show", String(row)], sources: sources)
            let cleaned = await run(["clean", String(row), "--step", "boil"], sources: sources)

            for result in [shown, cleaned] {
                #expect(result.code == .noInput)
                #expect(result.terminal.output.isEmpty)
                #expect(result.saved.isEmpty)
                #expect(
                    result.terminal.errorOutput
                        == "cleanapps water: There is no row \(row): 'cleanapps water list' has "
                        + "\(rows).\n")
            }
        }
    }
}
