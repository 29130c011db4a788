extension ScreenFrame {
    /// Runs a screen until it leaves: draws it with `draw(message)`, where `message` answers
    /// the previous command (nil at first), reads a command and hands it to `handle`. End of
    /// input quits.
    ///
    /// `handle` returns nil to leave a command to the keys every screen shares: `b` leaves with
    /// `back`, `q` with `quit`, `?` shows `help`, `/text` calls `search` (when given) and
    /// redraws, n/p scroll a body too tall for the terminal (see ``BodyScroll``), an empty
    /// line redraws and anything else shows `accepted` (evaluated only then).
    public func loop<Outcome: ScreenOutcome>(
        help: String, accepted: @autoclosure () -> String,
        search: (@MainActor (String) async -> Void)? = nil,
        draw: @MainActor (String?) -> Void,
        handle: @MainActor (ScreenCommand) async -> ScreenStep<Outcome>?
    ) async -> Outcome {
        var message: String?
        scroll.reset()
        while true {
            draw(message)
            message = nil
            guard let command = await readCommand() else { return .quit }
            switch await handle(command) {
            case .stay(let reply)?: message = reply
            case .leave(let outcome)?: return outcome
            case nil:
                switch command {
                case .back: return .back
                case .quit: return .quit
                case .help: message = help
                case .redraw: break
                case .search(let text) where search != nil: await search?(text)
                case .nextPage where scroll.isCut: message = scroll.scroll(forward: true)
                case .previousPage where scroll.isCut: message = scroll.scroll(forward: false)
                default: message = accepted()
                }
            }
        }
    }
}
