import Foundation
import Testing

@testable import App
@testable import TextCommands

/// The roff manual: its sections, every command in it, escaping, and a clean groff render
/// where groff is installed.
@Suite @MainActor struct ManualPageTests {
    @Test func text_hasTheStandardSectionsAndOnePerApp() {
        let text = ManualPage.cleanApps.text(version: "9.9.9")
        let headings = text.split(separator: "\n").filter { $0.hasPrefix(".SH ") }

        #expect(
            headings == [
                ".SH NAME", ".SH SYNOPSIS", ".SH DESCRIPTION", ".SH OPTIONS", ".SH GIVEAWAYS",
                ".SH CAMPAIGNS", ".SH MARKETING", ".SH DIRECTORY", ".SH WATER", ".SH ENVIRONMENT",
                ".SH FILES", ".SH EXIT STATUS", ".SH EXAMPLES",
            ])
        #expect(text.hasPrefix(".TH CLEANAPPS 1 \"\" \"cleanapps 9.9.9\""))
    }

    @Test func text_namesEveryCommandAndOptionOfTheCatalog() {
        let text = ManualPage.cleanApps.text(version: "1")

        for app in CommandCatalog.apps {
            for command in app.commands {
                #expect(text.contains(".SS \"cleanapps \(app.name) \(command.name)\""))
                for option in command.options {
                    #expect(text.contains("\\fB" + RoffText.code("--" + option.name) + "\\fR"))
                }
            }
        }
    }

    @Test func text_everyLineIsPlainASCIIWithoutRawHyphensInOptions() {
        let text = ManualPage.cleanApps.text(version: "1")

        #expect(text.unicodeScalars.allSatisfy { $0.isASCII })
        #expect(!text.contains("\\fB--"))
    }

    @Test(arguments: [
        (".leading dot", "\\&.leading dot"), ("'quote", "\\&'quote"),
        ("back\\slash", "back\\eslash"),
        ("홍", "\\[uD64D]"), ("tab-separated", "tab-separated"),
    ])
    func escape_specialCharacters_areMadeSafe(text: String, expected: String) {
        #expect(RoffText.escape(text) == expected)
    }

    @Test func code_hyphens_becomeMinusSigns() {
        #expect(RoffText.code("--data-dir") == "\\-\\-data\\-dir")
    }

    @Test(.enabled(if: InstalledShell.path("groff") != nil, "groff is missing: render skipped"))
    func render_withGroffWarningsOn_printsNoWarning() throws {
        let page = try ScriptFile(ManualPage.cleanApps.text(version: "1"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: InstalledShell.path("groff") ?? "groff")
        process.arguments = ["-man", "-Tutf8", "-ww", page.path]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors

        try process.run()
        let warnings = String(
            decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0)
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test func helpMan_printsTheManualOnStdout() async throws {
        let runner = try CommandLineRunner()

        let result = await runner.run(["help", "--man"])

        #expect(result.code == .ok)
        #expect(result.output == ManualPage.cleanApps.text(version: CompositionRoot.version))
    }
}
