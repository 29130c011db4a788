import Foundation
import Testing

@testable import TerminalKit

/// Every screen of every tour of ``InteractionTour/all(photoPath:campaignID:)``
/// on a terminal of 80×24 and of 40×20 has a golden transcript
/// (`Snapshots/Screens/<width>x<height>/<tour>.txt`), and every golden fits its terminal: no
/// line wider than the terminal (East Asian wide characters count 2; a line that ends with
/// one web address or path kept whole for copying is allowed), and no screen, from the line
/// after one prompt to the next prompt's line, taller than the terminal (a line wider than
/// the terminal counts the rows it wraps onto). A command's one-line
/// diagnostics (`cleanapps APP: …`, on stderr) are not measured.
///
/// In a golden, each read is one line: the prompt, then what was typed between `⟨` and `⟩`
/// (`⟨end of input⟩` when input ended). The typed part is not measured: a terminal wraps
/// what a person types.
@MainActor
@Suite struct ScreenFitTests {
    /// The terminal sizes every screen is recorded at: columns and rows.
    static let sizes = [(width: 80, height: 24), (width: 40, height: 20)]

    @Test func everyTour_atEachSize_matchesItsGolden() async throws {
        let runner = try await TourRunner()

        for size in Self.sizes {
            for tour in InteractionTour.all(
                photoPath: runner.photoPath, campaignID: runner.campaignID)
            {
                let run = try await runner.run(
                    tour.arguments, lines: tour.lines, width: size.width, height: size.height)
                let transcript = Self.transcript(of: run.terminal, masking: runner.rootPath)

                assertSnapshot(
                    transcript,
                    named: "Screens/\(size.width)x\(size.height)/"
                        + tour.name.replacingOccurrences(of: " ", with: "-"))
            }
        }
    }

    @Test func everyScreenGolden_fitsItsTerminal() throws {
        let folder = Snapshot.directory.appendingPathComponent("Screens")
        var checked = 0

        for size in Self.sizes {
            let sizeFolder = folder.appendingPathComponent("\(size.width)x\(size.height)")
            let names = try FileManager.default.contentsOfDirectory(atPath: sizeFolder.path)
            for name in names.sorted() where name.hasSuffix(".txt") {
                let text = try String(
                    contentsOf: sizeFolder.appendingPathComponent(name), encoding: .utf8)
                let place = "\(size.width)x\(size.height)/\(name)"
                checked += Self.checkFit(text, width: size.width, height: size.height, place: place)
            }
        }

        #expect(checked > 2_000)
    }

    @Test func checkFit_tooWideOrTooTall_fails() {
        withKnownIssue {
            _ = Self.checkFit("홍길동 홍길동\n> ⟨1⟩\n", width: 12, height: 5, place: "wide")
        }
        withKnownIssue {
            _ = Self.checkFit(
                "홍길동 홍길동 https://a.kr\n> ⟨1⟩\n", width: 12, height: 5, place: "late address")
        }
        withKnownIssue {
            _ = Self.checkFit("a\n\nc\n> ⟨1⟩\n", width: 12, height: 3, place: "tall")
        }
        #expect(
            Self.checkFit("a\nb\n> ⟨a very long answer⟩\n", width: 5, height: 3, place: "") == 3)
    }

    /// Records an issue for every line of `text` wider than `width` and every screen taller
    /// than `height`; returns the number of lines measured.
    static func checkFit(_ text: String, width: Int, height: Int, place: String) -> Int {
        var screenHeight = 0
        var measured = 0
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        for line in lines {
            let typed = line.firstIndex(of: "⟨").flatMap { line.hasSuffix("⟩") ? $0 : nil }
            let shown = typed.map { line[..<$0] } ?? line
            measured += 1
            // NB: a line kept whole that is wider than the terminal takes more rows.
            let cells = TerminalText.displayWidth(String(shown))
            screenHeight += max(1, (cells + width - 1) / width)
            // NB: a command's diagnostics on stderr stay one line each, for logs.
            let isDiagnostic = shown.hasPrefix("cleanapps ")
            if TerminalText.displayWidth(String(shown)) > width, !isDiagnostic {
                #expect(
                    Self.endsWithAddressKeptWhole(shown, width: width),
                    "\(place): wider than \(width): \(shown.debugDescription)")
            }
            if typed != nil {
                #expect(screenHeight <= height, "\(place): a screen of \(screenHeight) lines")
                screenHeight = 0
            }
        }
        return measured
    }

    /// Whether `line` ends with a web address, e-mail address or absolute path that starts
    /// on a line whose text before it fits `width` columns: such a word is kept whole for
    /// copying, next to its label.
    static func endsWithAddressKeptWhole(_ line: Substring, width: Int) -> Bool {
        guard let space = line.lastIndex(of: " ") else { return false }
        let last = line[line.index(after: space)...]
        let isAddress =
            last.contains("://") || last.contains("@")
            || (last.hasPrefix("/") && last.dropFirst().contains("/"))
        var label = line[..<space]
        while label.last == " " { label = label.dropLast() }
        return isAddress && TerminalText.displayWidth(String(label)) < width
    }

    /// `text` as a terminal shows it: a spinner (shown only when loading is slow, e.g. on a
    /// loaded machine) is drawn over with carriage returns, so each line keeps the text after
    /// its last one.
    static func visible(_ text: String) -> String {
        // NB: scalars, not Characters: "\r\n" is one Character.
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                String(
                    String.UnicodeScalarView(
                        line.lastIndex(of: "\r").map { line[line.index(after: $0)...] } ?? line[...]
                    ))
            }
            .joined(separator: "\n")
    }

    /// Every screen and prompt `terminal` showed, with the typed answers marked, and the
    /// random temporary folder, UUIDs and the id part of poster names masked.
    static func transcript(of terminal: ScriptedTerminal, masking root: String) -> String {
        var text = ""
        for read in terminal.prompts {
            text += read.screen + read.prompt + "⟨\(read.answer ?? "end of input")⟩\n"
        }
        text += terminal.screen
        // NB: the folder stays an absolute path, so a path kept whole is still one.
        return DataFiles.masked(visible(text).replacingOccurrences(of: root, with: "/tmp/tour"))
            .replacing(/run-[0-9]+/, with: "run-N")
            .replacing(/-[0-9a-f]{4}-(?<kind>[a-z]+\.(?:svg|png))/) { "-XXXX-\($0.kind)" }
    }
}
