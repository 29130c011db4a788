extension ScreenFrame {
    /// Runs a screen until it leaves: draws it with `draw(message)`, where `message` answers
    /// the previous command (nil at first), reads a command and hands it to the key of
    /// `keys()` that takes it (see ``ScreenKeys/key(for:)``). End of input quits.
    ///
    /// `keys` is evaluated again for every command, so a screen's keys may follow its state. The
    /// shared keys do what every screen does: `b` leaves with `back`, `q` with `quit`, `?`
    /// shows ``ScreenKeys/help``, n/p scroll a body too tall for the terminal (see
    /// ``BodyScroll``) and an empty line redraws; a line no key takes shows
    /// ``ScreenKeys/accepted``.
    public func loop<Outcome: ScreenOutcome>(
        keys: @autoclosure @MainActor () -> ScreenKeys<Outcome>,
        draw: @MainActor (String?) -> Void
    ) async -> Outcome {
        var message: String?
        scroll.reset()
        while true {
            draw(message)
            message = nil
            guard let command = await readCommand() else { return .quit }
            switch await step(for: command, keys: keys()) {
            case .stay(let reply): message = reply
            case .leave(let outcome): return outcome
            }
        }
    }

    /// What `keys` do with `command`: the step of the key that takes it (the shared keys as
    /// ``loop(keys:draw:)`` says), or ``ScreenKeys/accepted`` when none does. For a screen
    /// that reads its commands itself (one that takes a command typed at a prompt next).
    public func step<Outcome: ScreenOutcome>(
        for command: ScreenCommand, keys: ScreenKeys<Outcome>
    ) async -> ScreenStep<Outcome> {
        guard let key = keys.key(for: command), let argument = key.argument(of: command) else {
            return .stay(keys.accepted)
        }
        guard key.isShared else { return await key.action(argument) }
        switch key.trigger {
        case .help: return .stay(keys.help)
        case .paging where scroll.isCut: return .stay(scroll.scroll(forward: argument == "n"))
        case .paging: return .stay(keys.accepted)
        default: return await key.action(argument)
        }
    }
}
