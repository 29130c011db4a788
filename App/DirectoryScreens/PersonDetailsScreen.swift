import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import Terminal
import TextScreens

/// One lawmaker (<name> 의원): profile, committees, phones, messages, links, share text.
@MainActor
final class PersonDetailsScreen: Screen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case openParty(PartyID)
        case back
        case quit
    }

    private let viewModel: any PersonDetailsViewModelProtocol
    private let frame: ScreenFrame
    private let links: DirectoryLinkOpener

    init(
        viewModel: any PersonDetailsViewModelProtocol, frame: ScreenFrame, urlOpener: any URLOpener
    ) {
        self.viewModel = viewModel
        self.frame = frame
        self.links = DirectoryLinkOpener(frame: frame, urlOpener: urlOpener)
    }

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome {
        await viewModel.didAppear()
        return await frame.loop(keys: Self.keys(self)) { message in
            draw(message: message ?? viewModel.message.value)
        }
    }

    /// o N opens a link, f toggles the favourite star, g opens the party.
    static func keys(_ screen: PersonDetailsScreen) -> ScreenKeys<Outcome> {
        ScreenKeys(
            [
                .word(
                    "o", argument: "N", "open link", isOptional: true,
                    help: """
                        shows link N's web address and, in a terminal, offers to open it in your \
                        browser (http and https only)
                        """
                ) { text in
                    let links = screen.viewModel.state.value.content?.links ?? []
                    return .stay(await screen.links.open(text, in: links))
                },
                .word("f", "favourite", help: "adds or removes the favourite star") {
                    await screen.viewModel.didToggleFavorite()
                    return .stay(nil)
                },
                .word("g", "party", help: "opens the party") {
                    guard let party = screen.viewModel.state.value.content?.partyID else {
                        return .stay("This lawmaker has no party in the directory.")
                    }
                    return .leave(.openParty(party))
                },
            ],
            about: """
                Phones are listed with tel: and sms: addresses to copy; only 휴대폰 (mobile) \
                numbers take text messages.
                """)
    }

    private func draw(message: String?) {
        let terminal = frame.terminal
        let style = terminal.style
        var body: [String] = []
        var title = "국회의원"
        switch viewModel.state.value {
        case .idle, .loading:
            body.append("Loading...")
        case .failure(let reason):
            body.append(contentsOf: frame.wrapped(reason))
        case .success(let details):
            title = details.title
            let star = terminal.capabilities.usesUnicode ? "★" : "*"
            var profile: [[String]] = [["정당", details.partyName]]
            if let district = details.district { profile.append(["지역구", district]) }
            if let job = details.job { profile.append(["직책", job]) }
            profile.append(["즐겨찾기", details.isFavorite ? "\(star) yes" : "no"])
            body.append(contentsOf: DirectoryContactLines.aligned(profile))
            for (heading, titles) in [
                ("위원회 (Committees)", details.committees), ("법안 (Bills)", details.bills),
            ] where !titles.isEmpty {
                body.append(style.bold(heading))
                for title in titles { body.append(contentsOf: frame.wrapped(title)) }
            }
            body.append(
                contentsOf: DirectoryContactLines.phones(details.phones, terminal: terminal))
            body.append(
                contentsOf: DirectoryContactLines.messages(details.messages, terminal: terminal))
            body.append(contentsOf: DirectoryContactLines.links(details.links, terminal: terminal))
            body.append(style.bold("공유 (share text)"))
            body.append(contentsOf: frame.wrapped(details.shareText, indent: 2))
        }
        frame.draw(title: title, body: body, message: message, hint: Self.keys(self).hint())
    }
}
