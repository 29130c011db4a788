import CleanAppsCore

/// What can go wrong in the Marketing feature, in terms a user can act on.
///
/// Texts from outside carried by a case are already made printable (control characters
/// replaced, at most 40 characters), so ``message`` is safe to show in a terminal.
public enum MarketingError: Error, Equatable, Sendable {
    /// A channel id is not 20 lowercase hexadecimal characters.
    case invalidChannelID(String)
    /// Neither the server nor the bundled copy gave usable targeting options.
    case targetingUnavailable
    /// Continue was asked for while no targeting option was selected.
    case noTargetSelected
    /// A target name matches no targeting option.
    case unknownTarget(String)
    /// A channel name or id matches no offered channel.
    case unknownChannel(String)
    /// A package number is not between 1 and the channel's package count.
    case packageNumberOutOfRange(channel: String, number: String, available: Int)
    /// Two packages were asked for on one channel.
    case duplicateChannel(String)
    /// One entry of a `--select` list is not `CHANNEL:NUMBER`.
    case malformedSelection(String)
    /// Something needs a selection but nothing is selected.
    case nothingSelected
    /// The e-mail recipient is not a plain address like `name@example.com`.
    case invalidRecipient(String)
    /// The server address is not an http or https URL.
    case invalidServerAddress(String)
    /// The saved selection could not be read back.
    case unreadableSavedSelection
    /// The e-mail file could not be written.
    case emailNotWritten(String)
    /// The file named for the e-mail may not be written; the refusal says why.
    case emailRefused(OutputFileRefusal)

    /// One sentence for the user: what happened and what to do.
    public var message: String {
        switch self {
        case .invalidChannelID(let id):
            "The channel id “\(id)” is not valid: it must be 20 lowercase hexadecimal characters."
        case .targetingUnavailable:
            "The targeting options could not be loaded and no bundled copy is available; try again."
        case .noTargetSelected:
            "Select at least one targeting option before you continue."
        case .unknownTarget(let name):
            "No targeting option is called “\(name)”; check the spelling against the list."
        case .unknownChannel(let name):
            "No offered channel is called or has the id “\(name)”; check the channel list."
        case .packageNumberOutOfRange(let channel, let number, let available):
            available == 0
                ? "\(channel) has no package \(number) because it offers no packages; pick another channel."
                : "\(channel) has no package \(number); choose a number from 1 to \(available)."
        case .duplicateChannel(let channel):
            "\(channel) was given two packages; choose one package per channel."
        case .malformedSelection(let entry):
            "“\(entry)” is not of the form CHANNEL:NUMBER, e.g. Facebook:2."
        case .nothingSelected:
            "No package is selected yet; choose at least one package first."
        case .invalidRecipient(let address):
            "“\(address)” is not an e-mail address like name@example.com; check it and try again."
        case .invalidServerAddress(let address):
            "The server address “\(address)” is not an http or https URL; fix it or unset it."
        case .unreadableSavedSelection:
            "The saved selection could not be read, so it was not restored; start a new one."
        case .emailNotWritten(let reason):
            "The e-mail file could not be written (\(reason)); check the folder and try again."
        case .emailRefused(let refusal):
            "The e-mail file could not be written (\(refusal.reason)); check the folder and try "
                + "again."
        }
    }

    /// `text` with control characters replaced by "?" and cut to 40 characters.
    public static func printable(_ text: String) -> String {
        var result = ""
        for (offset, character) in text.enumerated() {
            if offset == 40 {
                result += "…"
                break
            }
            let isControl = character.unicodeScalars.contains {
                $0.properties.generalCategory == .control
                    || $0.properties.generalCategory == .format
                    || $0.value == 0x2028 || $0.value == 0x2029
            }
            result.append(isControl ? "?" : character)
        }
        return result
    }
}
