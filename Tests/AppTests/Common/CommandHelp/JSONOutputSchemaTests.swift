import CampaignsTestSupport
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

@testable import App
@testable import TextCommands

/// Every `--json` output, produced for real (offline, in a temporary data directory), is
/// valid against its schema in App/Schemas, and every command with `--json` has a schema.
@Suite @MainActor struct JSONOutputSchemaTests {
    /// The repository's App/Schemas folder.
    static let schemas = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("App/Schemas")

    /// The schema document of `app`.
    static func schema(_ app: String) throws -> JSONValue {
        let data = try Foundation.Data(
            contentsOf: schemas.appendingPathComponent("\(app).schema.json"))
        return try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// Runs `arguments` and checks stdout against `#/$defs/COMMAND` of the app's schema.
    func expectValid(_ runner: CommandLineRunner, _ arguments: [String]) async throws {
        try expectValid(output: await runner.run(arguments).output, of: arguments)
    }

    /// Checks `output`, what `arguments` printed, against `#/$defs/COMMAND` of the app's schema.
    func expectValid(output: String, of arguments: [String]) throws {
        let value = try JSONDecoder().decode(JSONValue.self, from: Foundation.Data(output.utf8))
        let validator = JSONSchemaValidator(root: try Self.schema(arguments[0]))

        let errors = validator.errors(
            in: value, schema: .object(["$ref": .string("#/$defs/\(arguments[1])")]))

        #expect(errors == [], "\(arguments.joined(separator: " ")): \(errors.prefix(5))")
        if case .array(let rows) = value {
            #expect(!rows.isEmpty, "\(arguments.joined(separator: " ")) printed no rows")
        }
    }

    @Test func everyJSONCommand_hasADefinitionAndEverySchemaAVersion() throws {
        for app in CommandCatalog.apps {
            let schema = try Self.schema(app.name)
            guard case .object(let document) = schema,
                case .object(let definitions)? = document["$defs"]
            else {
                Issue.record("\(app.name): no $defs")
                continue
            }
            guard case .integer(let version)? = document["version"] else {
                Issue.record("\(app.name): no integer version")
                continue
            }
            // NB: giveaways is at 2 (status became gamerpower_status and expired).
            #expect(version >= (app.name == "giveaways" ? 2 : 1), "\(app.name)")
            #expect(
                document["$schema"] == .string("https://json-schema.org/draft/2020-12/schema"))
            for command in app.commands where command.option(named: "json") != nil {
                #expect(definitions[command.name] != nil, "\(app.name) \(command.name)")
            }
        }
    }

    @Test func giveaways_everyJSONOutput_matchesTheSchema() async throws {
        let runner = try CommandLineRunner()
        let list = await runner.run(["giveaways", "list"])
        let id = try #require(list.output.split(separator: "\t").first.map(String.init))
        _ = await runner.run(["giveaways", "favorite", id])

        try await expectValid(runner, ["giveaways", "list", "--json"])
        try await expectValid(runner, ["giveaways", "show", id, "--json"])
        try await expectValid(runner, ["giveaways", "favorites", "--json"])
        // NB: `new` records only GamerPower's own answers, never the bundled snapshot that
        // answers offline, so it asks the loopback stub.
        let live = try GiveawaysHarness(
            handler: GiveawaysHarness.listAPI { GiveawaysHarness.snapshotList })
        _ = await live.run(["giveaways", "new", "--platform", "steam"])
        let new = await live.run(["giveaways", "new", "--json"])
        try expectValid(output: new.terminal.output, of: ["giveaways", "new", "--json"])
    }

    @Test func campaigns_everyJSONOutput_matchesTheSchema() async throws {
        let runner = try CommandLineRunner()
        let photo = runner.directory.url.appendingPathComponent("photo.png")
        try TestImages.png(width: 4, height: 3).write(to: photo)
        _ = await runner.run([
            "campaigns", "add", "--purpose", "Night vision", "--image", photo.path,
            "--template", "3", "--target", "5000", "--jar", "https://send.monobank.ua/jar/abc123",
            "--photo-scale", "1.5",
        ])
        _ = await runner.run([
            "campaigns", "add", "--purpose", "Drone", "--image", photo.path, "--template", "1",
        ])

        try await expectValid(runner, ["campaigns", "list", "--json"])
        try await expectValid(runner, ["campaigns", "show", "1", "--json"])
        try await expectValid(runner, ["campaigns", "templates", "--json"])
        try await expectValid(runner, ["campaigns", "refresh", "--json"])
    }

    @Test func marketing_everyJSONOutput_matchesTheSchema() async throws {
        let runner = try CommandLineRunner()

        try await expectValid(runner, ["marketing", "targets", "--json"])
        try await expectValid(
            runner, ["marketing", "channels", "--targets", "Location,Age", "--json"])
        try await expectValid(runner, ["marketing", "packages", "Facebook", "--json"])
        try await expectValid(runner, ["marketing", "review", "--select", "Facebook:1", "--json"])
    }

    @Test func directory_everyJSONOutput_matchesTheSchema() async throws {
        let runner = try CommandLineRunner()
        _ = await runner.run(["directory", "favorite", "1"])

        try await expectValid(runner, ["directory", "info", "--json"])
        try await expectValid(runner, ["directory", "search", "김", "--json"])
        try await expectValid(runner, ["directory", "show", "1", "--json"])
        try await expectValid(runner, ["directory", "parties", "--json"])
        try await expectValid(runner, ["directory", "party", "1", "--json"])
        try await expectValid(runner, ["directory", "favorites", "--json"])
        try await expectValid(runner, ["directory", "committees", "--json"])
        try await expectValid(runner, ["directory", "committee", "1-1", "--json"])
    }

    @Test func water_everyJSONOutput_matchesTheSchema() async throws {
        let runner = try CommandLineRunner()

        try await expectValid(runner, ["water", "list", "--json"])
        try await expectValid(runner, ["water", "show", "thames", "--json"])
    }
}
