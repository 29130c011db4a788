import GiveawaysPresentation
import Terminal
import TextScreens

extension LoadedListScreen<GiveawayRow>.Design {
    /// The user's favourite giveaways: the title wraps, the worth and the date are never cut.
    static let favoriteGiveaways = LoadedListScreen<GiveawayRow>.Design(
        title: "Favourites", columns: [.text, .text, .amount, .figure],
        cells: { row, _ in
            [row.title, row.platforms, row.worth, row.isExpired ? "expired" : (row.ends ?? "")]
        },
        emptyText: ["No favourites yet. On the home screen, f N marks row N as a favourite."],
        loadingText: "Loading favourites...",
        opens: "opens that giveaway",
        about: "Your favourite giveaways, newest first; they are kept between runs.")
}
