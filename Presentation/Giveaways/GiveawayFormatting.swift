import CleanAppsCore
import Foundation
import GiveawaysDomain

/// How giveaway values read on screen.
public enum GiveawayFormatting {
    /// "$4.99", or "N/A" when unknown.
    public static func worth(_ cents: Int?) -> String {
        guard let cents else { return "N/A" }
        return dollars(cents)
    }

    /// "$512.75" (always two decimals, thousands grouped with commas).
    public static func dollars(_ cents: Int) -> String {
        let whole = String(cents / 100)
        var grouped = ""
        for (offset, character) in whole.enumerated() {
            if offset > 0, (whole.count - offset) % 3 == 0 { grouped.append(",") }
            grouped.append(character)
        }
        let fraction = cents % 100
        return "$\(grouped).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// "2022-09-15 23:59 UTC".
    public static func dateTime(_ date: Date) -> String {
        let utc = UTCDateTime(date)
        return "\(utc.isoDate) \(UTCDateTime.pad(utc.hour)):\(UTCDateTime.pad(utc.minute)) UTC"
    }

    /// GamerPower's own total, said as its count (it keeps ended items "Active"):
    /// "GamerPower lists 103 giveaways as active, worth $512.75".
    public static func summary(_ worth: GiveawayWorth) -> String {
        let noun = worth.activeGiveaways == 1 ? "giveaway" : "giveaways"
        return "GamerPower lists \(worth.activeGiveaways) \(noun) as active, worth "
            + dollars(worth.worthInCents)
    }

    /// The summary counted from the list on screen (rows not expired) when GamerPower's own
    /// total is not available, labelled as such: "Counted from this list: 93 giveaways not
    /// expired, worth $136.06".
    public static func countedSummary(_ worth: GiveawayWorth) -> String {
        let noun = worth.activeGiveaways == 1 ? "giveaway" : "giveaways"
        return "Counted from this list: \(worth.activeGiveaways) \(noun) not expired, worth "
            + dollars(worth.worthInCents)
    }
}
