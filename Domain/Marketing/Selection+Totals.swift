/// Totals and the summary line of a selection.
extension Selection {
    /// The sum per currency, never mixed; currencies in order of first appearance in the
    /// selection (so the order is stable and follows the user's choices).
    public var totals: [Money] {
        var order: [String] = []
        var sums: [String: Money] = [:]
        for item in items {
            if let sum = sums[item.currency] {
                sums[item.currency] = Money(
                    amount: sum.amount + item.price, currency: item.currency)
            } else {
                order.append(item.currency)
                sums[item.currency] = item.cost
            }
        }
        return order.compactMap { sums[$0] }
    }

    /// The totals as text, e.g. "590.00 EUR" or "590.00 EUR + 120.00 USD"; "0.00" when empty.
    public var formattedTotal: String { Money.formatted(totals) }

    /// The number of distinct channels with a choice.
    public var channelCount: Int { Set(items.map(\.channelID)).count }

    /// "n package(s) from m channel(s)" with correct singular and plural, e.g.
    /// "1 package from 1 channel" or "3 packages from 3 channels".
    public var summary: String {
        "\(Self.counted(count, "package")) from \(Self.counted(channelCount, "channel"))"
    }

    /// "1 package", "2 packages", "0 packages".
    static func counted(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}
