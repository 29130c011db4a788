import Foundation

/// Every prompt kind of the five apps: what the walks must reach, and how a read is told
/// apart (its prompt text and a marker in the screen written before it).
///
/// NB: kinds are tried in order and the first match names the read, so more specific kinds
/// come first (the person screen's hint contains the party screen's `o N open link`).
struct PromptKind: Equatable, Sendable {
    let name: String
    /// How the prompt starts.
    let prompt: String
    /// Text the screen before the prompt contains; "" for any.
    var marker = ""
    /// Text the prompt contains further on; "" for any.
    var promptContains = ""
    /// The only tour (a scriptable command) where this kind is asked; nil for any.
    var tour: String?

    /// Whether a read with prompt `shown` after `screen` in `tourName` is of this kind.
    func matches(prompt shown: String, screen: String, tour tourName: String) -> Bool {
        shown.hasPrefix(prompt) && (marker.isEmpty || screen.contains(marker))
            && (promptContains.isEmpty || shown.contains(promptContains))
            && (tour == nil || tour == tourName)
    }

    private static func screen(_ name: String, _ marker: String) -> PromptKind {
        PromptKind(name: name, prompt: "> ", marker: marker)
    }

    /// The inventory, in matching order.
    static let all: [PromptKind] = [
        PromptKind(name: "campaigns delete command", prompt: "Delete", tour: "campaigns delete"),
        PromptKind(name: "water reset command", prompt: "Reset every", tour: "water reset"),
        screen("main menu", "1-5 open · b back · q quit · ? help"),
        screen("giveaways home", "k type · m more"),
        PromptKind(name: "giveaways platform", prompt: "Number", marker: "Platform:"),
        PromptKind(name: "giveaways sort", prompt: "Number", marker: "Sort by:"),
        PromptKind(name: "giveaways type", prompt: "Number", marker: "Type:"),
        screen("giveaway details", "g get it"),
        PromptKind(
            name: "giveaway open in browser", prompt: "Open it in your browser?",
            marker: "Get it at:"),
        screen("giveaways more", ">/< turn"),
        screen("giveaways favourites", "\nFavourites\n"),
        screen("campaigns list", "a add · r refresh"),
        screen("campaign form", "1-8 change"),
        PromptKind(name: "campaign purpose", prompt: "Purpose (up to 200"),
        PromptKind(name: "campaign target", prompt: "Target in грн."),
        PromptKind(name: "campaign jar link", prompt: "Jar link"),
        PromptKind(name: "campaign photo", prompt: "Path of a PNG or JPEG"),
        PromptKind(name: "campaign template", prompt: "Number", marker: "Templates (choosing"),
        PromptKind(name: "campaign scale", prompt: "Scale, 1 fills"),
        PromptKind(name: "campaign offset x", prompt: "Move right"),
        PromptKind(name: "campaign offset y", prompt: "Move down"),
        PromptKind(name: "campaign format", prompt: "Number", marker: "Poster format:"),
        PromptKind(name: "campaign language", prompt: "Number", marker: "The poster's words"),
        PromptKind(
            name: "campaign form delete", prompt: "Delete the fundraiser",
            promptContains: "Posters already written stay"),
        PromptKind(name: "campaign form leave", prompt: "Save, discard them, or cancel?"),
        screen("marketing targeting", "-N unselect"),
        screen("marketing channels", "Select channels"),
        screen("marketing packages", "choose (again: clear)"),
        screen("marketing review", "e save e-mail"),
        PromptKind(name: "marketing e-mail recipient", prompt: "Send to (e-mail"),
        screen("directory home", "l list by"),
        screen("directory person", "g party"),
        PromptKind(name: "directory open link", prompt: "Open it in your browser?"),
        screen("directory party", "o N open link"),
        screen("directory parties", "정당 · Parties"),
        screen("directory favourites", "즐겨찾기 · Favourites"),
        PromptKind(name: "directory e-mail subject", prompt: "Subject (Enter or b cancels)"),
        PromptKind(name: "directory e-mail message", prompt: "Message line (. ends)"),
        PromptKind(name: "directory e-mail file", prompt: "Save the draft as ["),
        screen("water list", "i readme"),
        screen("water readme", "d dismiss · b back"),
        screen("water alert", "d dismiss · q quit"),
        screen("water details", "Step 1."),
    ]

    /// Prompt call sites (`readCommand()`, `readLine(prompt:`, `confirm(`, `choose(`, `ask(`)
    /// per App source file, outside the Terminal library. A new prompt changes a count here, so it
    /// cannot go unwalked: add its kind above and a tour line that reaches it.
    ///
    /// NB: the one prompt no walk reaches is Directory's launch retry (`DirectoryLaunchScreen`),
    /// asked only in a terminal when the bundled workbook cannot be loaded at all; likewise the
    /// Directory `import` removal question and the `reset` / `undo` confirmations are asked
    /// only in a terminal (piped, they need `--force` / `--yes`), which the walks are not; so
    /// are the `campaigns undo` and `water undo` confirmations; "Replace it?" (render and the
    /// form) is asked only for an existing user-named `--out` file, since the campaign's own
    /// poster in `posters/` is replaced without asking (`CampaignsCommandsTests`), as is the
    /// Directory's "Replace it with this draft?" after `m` (`DirectoryGroupEmailScreenTests`); and the
    /// Enter after the
    /// form's poster preview (drawn only in a colour terminal; `CampaignFormPreviewTests`).
    static let callSites: [String: Int] = [
        "CampaignsScreens/CampaignFormScreen+Fields.swift": 6,
        "CampaignsScreens/CampaignFormScreen.swift": 3,
        "CampaignsScreens/CampaignsCommands+Saving.swift": 1,
        "CampaignsScreens/CampaignsCommands.swift": 1,
        "CampaignsScreens/CampaignsCommands+Undo.swift": 1,
        "TextScreens/ScreenFrame+Loop.swift": 1,
        "TextScreens/ScreenFrame.swift": 2, "DirectoryScreens/DirectoryCommands+Import.swift": 1,
        "DirectoryScreens/DirectoryCommands+Undo.swift": 2,
        "DirectoryScreens/DirectoryLaunchScreen.swift": 1,
        "DirectoryScreens/DirectoryLinkOpener.swift": 1,
        "DirectoryScreens/GroupEmailPrompt.swift": 5,
        "GiveawaysScreens/GiveawayDetailsScreen.swift": 1,
        "GiveawaysScreens/GiveawaysHomeScreen.swift": 1, "MarketingScreens/ReviewScreen.swift": 1,
        "WaterScreens/WaterCommands.swift": 2,
    ]

    /// The kind of a read, or nil for a read no kind describes.
    static func of(prompt: String, screen: String, tour: String) -> PromptKind? {
        all.first { $0.matches(prompt: prompt, screen: screen, tour: tour) }
    }
}
