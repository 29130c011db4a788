/// The roff manual `cleanapps help --man` prints.
@MainActor
enum ManualPage {
    /// The whole manual page.
    static func text(version: String) -> String { "" }
}
