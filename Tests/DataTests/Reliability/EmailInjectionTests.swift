import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import MarketingData
import MarketingDomain
import MarketingTestSupport
import Testing

/// Hostile text in every field that reaches the `.eml` (channel names, currency codes,
/// prices, package details, the subject, the recipient) stays data: no header can be added,
/// lines stay CRLF and short, and each decoded part holds the text (escaped in HTML).
///
/// NB: targeting names never reach the message; the e-mail has no other user-given field.
@Suite struct EmailInjectionTests {
    private static let date = Date(timeIntervalSince1970: 1_748_952_309)
    private static let utc = TimeZone(secondsFromGMT: 0) ?? .current
    private static let recipients = ["team@example.com", "a.b+c@mail.example.org", nil]

    private func message(_ draft: EmailDraft, to recipient: String?) throws -> String {
        let address = try recipient.map { try EmailAddress(validating: $0) }
        return EmailMessageFile(timeZone: Self.utc).render(draft, to: address)
    }

    private func compose(_ packages: [MarketingPackage]) throws -> EmailDraft {
        try ComposeEmailUseCase(now: { Self.date }, timeZone: Self.utc).execute(
            selection: try Selection(packages))
    }

    /// What is wrong with the message of `packages`, including any outside text in them that
    /// is not kept as data; empty when nothing.
    private func problems(_ packages: [MarketingPackage], recipient: String?) throws -> [String] {
        let draft = try compose(packages)
        let text = try message(draft, to: recipient)

        var (problems, parsed) = EmailMessageCheck.problems(text, hasRecipient: recipient != nil)

        guard let parsed, let plain = parsed.parts.first?.text, let html = parsed.parts.last?.text
        else { return problems + ["no parts"] }
        if parsed.header("To") != recipient { problems.append("To: \(parsed.header("To") ?? "")") }
        if [plain, html] != [draft.plainText, draft.html] { problems.append("bodies differ") }
        let plainBytes = Data(plain.utf8)
        let htmlBytes = Data(html.utf8)
        for package in packages {
            for field in [package.channel.name, package.cost.formatted] + package.details {
                if !EmailMessageCheck.holds(plainBytes, EmailMessageCheck.oneLine(field)) {
                    problems.append("plain lacks \(field.debugDescription.prefix(80))")
                }
                if !EmailMessageCheck.holds(htmlBytes, EmailMessageCheck.html(field)) {
                    problems.append("HTML lacks \(field.debugDescription.prefix(80))")
                }
            }
        }
        return problems
    }

    private static func package(
        _ id: String, name: String, price: Decimal = 140, currency: String = "EUR",
        details: [String] = ["Setup"]
    ) throws -> MarketingPackage {
        MarketingPackage(
            channel: Channel(id: try ChannelID(validating: id), name: name), index: 0,
            price: price, currency: currency, details: details)
    }

    @Test(arguments: HostileText.samples.indices)
    func compose_hostileSampleInEveryField_staysData(sample: Int) throws {
        let hostile = HostileText.samples[sample]
        let packages = [
            try Self.package(
                "0af1bfee844a7003cec5", name: hostile, currency: hostile,
                details: [hostile, "ok " + hostile]),
            try Self.package("9789d17ffaf4432dcce0", name: "SEO " + hostile, price: -12.345),
        ]

        let problems = try problems(packages, recipient: "team@example.com")

        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(arguments: HostileText.samples.indices)
    func render_hostileSubjectAndBodies_cannotAddHeaders(sample: Int) throws {
        let hostile = HostileText.samples[sample]
        let draft = EmailDraft(
            subject: hostile, plainText: hostile, html: "<p>ok</p>", createdAt: Self.date)

        let parsed = try EmailMessageCheck.check(
            try message(draft, to: nil), hasRecipient: false)

        #expect(parsed.subject == hostile)
        let normalized = hostile.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n")
        let expected = normalized.hasSuffix("\n") ? normalized : normalized + "\n"
        #expect(parsed.parts.map(\.text) == [expected, "<p>ok</p>\n"])
    }

    /// The samples holding a character no address may contain (controls, spaces, non-ASCII,
    /// `"(),:;<>[\]`); the others, such as "/etc/passwd", can be parts of valid addresses.
    private static let neverInAddresses = HostileText.samples.indices.filter { index in
        HostileText.samples[index].unicodeScalars.contains { scalar in
            !scalar.isASCII || scalar.value <= 0x20 || scalar.value == 0x7F
                || "\"(),:;<>[\\]".unicodeScalars.contains(scalar)
        }
    }

    @Test(arguments: neverInAddresses)
    func emailAddress_validAddressWithHostileText_isRefused(sample: Int) {
        let hostile = HostileText.samples[sample]

        for candidate in [
            "team@example.com" + hostile, hostile + "team@example.com",
            "team" + hostile + "@example.com",
        ] {
            #expect(throws: MarketingError.self) { try EmailAddress(validating: candidate) }
        }
    }

    /// 5,000 random hostile field sets (a channel name, currency, price and up to three
    /// details each), five per message, in four seeded batches that run in parallel.
    @Test(arguments: 0..<4)
    func compose_seededHostileFieldSets_allStayData(batch: Int) throws {
        var generator = SeededGenerator(seed: 0x0E_4A11 + UInt64(batch))
        var failures: [String] = []

        for _ in 0..<250 where failures.count < 5 {
            var packages: [MarketingPackage] = []
            for number in 0..<5 {
                let id =
                    String(repeating: "\(number)", count: 4)
                    + String(UInt64.random(in: 0...UInt64.max, using: &generator), radix: 16)
                    .padding(toLength: 16, withPad: "0", startingAt: 0)
                let details = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                    HostileText.random(using: &generator)
                }
                packages.append(
                    try Self.package(
                        id, name: HostileText.random(using: &generator),
                        price: Decimal(Int.random(in: -1_000_000...1_000_000, using: &generator))
                            / 100,
                        currency: HostileText.random(using: &generator, maximumPieces: 1),
                        details: details))
            }
            let recipient = Self.recipients.randomElement(using: &generator) ?? nil

            let problems = try problems(packages, recipient: recipient)
            if !problems.isEmpty { failures.append("\(packages.map(\.channel.name)): \(problems)") }
        }

        #expect(failures.isEmpty, "\(failures)")
    }
}
