/// The channels offered for a set of targeting specifics.
public enum OfferedChannels {
    /// The union of the channels of `selected`, each once, in order of first appearance in
    /// `document` (the whole targeting document, all targets in order).
    ///
    /// Targets in `selected` are matched to `document` by name; a selected target missing
    /// from `document` still contributes its channels, after the document's ones.
    public static func union(of selected: [TargetingSpecific], in document: [TargetingSpecific])
        -> [Channel]
    {
        var wanted = Set<ChannelID>()
        for target in selected {
            for channel in target.channels { wanted.insert(channel.id) }
        }
        var seen = Set<ChannelID>()
        var result: [Channel] = []
        for channel in (document + selected).flatMap(\.channels)
        where wanted.contains(channel.id) && seen.insert(channel.id).inserted {
            result.append(channel)
        }
        return result
    }

    /// Every channel of the document, each once, in order of first appearance.
    public static func all(in document: [TargetingSpecific]) -> [Channel] {
        union(of: document, in: document)
    }
}
