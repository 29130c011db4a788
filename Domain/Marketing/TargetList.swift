import Foundation

/// Reads a comma-separated list of target names, e.g. `"Location,Age"` from `--targets`.
public enum TargetList {
    /// The targets named in `list`, matched case-insensitively after trimming, in list order
    /// and without repeats.
    ///
    /// - Throws: ``MarketingError/unknownTarget(_:)`` for a name that matches nothing and
    ///   ``MarketingError/noTargetSelected`` for a list without names.
    public static func resolve(_ list: String, in document: [TargetingSpecific])
        throws(MarketingError) -> [TargetingSpecific]
    {
        var result: [TargetingSpecific] = []
        for rawName in list.split(separator: ",", omittingEmptySubsequences: false) {
            let name = rawName.trimmingCharacters(in: .whitespaces)
            if name.isEmpty { continue }
            guard let target = document.first(where: { $0.name.lowercased() == name.lowercased() })
            else { throw .unknownTarget(MarketingError.printable(name)) }
            if !result.contains(target) { result.append(target) }
        }
        guard !result.isEmpty else { throw .noTargetSelected }
        return result
    }
}
