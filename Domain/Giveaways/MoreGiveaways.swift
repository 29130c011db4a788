import CleanAppsCore

/// The More screen: the featured Epic Games Store carousel and one section per other platform.
public struct MoreGiveaways: Equatable, Sendable {
    /// One platform's section; `failure` says why it is empty when loading it failed.
    public struct Section: Equatable, Sendable {
        /// The section's platform.
        public var platform: Platform
        /// The platform's giveaways.
        public var giveaways: [Giveaway]
        /// Why the section is empty, when loading it failed.
        public var failure: String?

        /// Creates a section.
        public init(platform: Platform, giveaways: [Giveaway], failure: String? = nil) {
            self.platform = platform
            self.giveaways = giveaways
            self.failure = failure
        }
    }

    /// The featured platform's giveaways (the carousel).
    public var featured: [Giveaway]
    /// Why the featured list is empty, when loading it failed.
    public var featuredFailure: String?
    /// The other platforms, in ``Platform/remaining`` then ``Platform/others`` order, so every
    /// platform of the catalogue is reachable from a screen.
    public var sections: [Section]

    /// Creates the More screen's content.
    public init(featured: [Giveaway], featuredFailure: String? = nil, sections: [Section]) {
        self.featured = featured
        self.featuredFailure = featuredFailure
        self.sections = sections
    }

    /// Whether there is nothing at all to show.
    public var isEmpty: Bool { featured.isEmpty && sections.allSatisfy(\.giveaways.isEmpty) }
}

/// Loads the More screen: the featured platform and every remaining platform in parallel.
///
/// A platform that fails becomes an empty section with a note; the others still show.
public struct LoadMoreGiveawaysUseCase: Sendable {
    private let repository: any GiveawaysRepository

    /// Creates the use case over a giveaways repository.
    public init(repository: any GiveawaysRepository) {
        self.repository = repository
    }

    /// Loads every platform; never throws for one platform's failure.
    public func execute() async -> MoreGiveaways {
        let platforms = [Platform.featured] + Platform.remaining + Platform.others
        let results = await withTaskGroup(of: (Int, Result<[Giveaway], any Error>).self) { group in
            for (index, platform) in platforms.enumerated() {
                group.addTask {
                    do {
                        let list = try await repository.giveaways(
                            matching: GiveawayQuery(platform: platform))
                        return (index, .success(list.value))
                    } catch {
                        return (index, .failure(error))
                    }
                }
            }
            var results = [Result<[Giveaway], any Error>?](repeating: nil, count: platforms.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
        func split(_ result: Result<[Giveaway], any Error>?) -> ([Giveaway], String?) {
            switch result {
            case .success(let list): (list, nil)
            case .failure(let error): ([], Self.describe(error))
            case nil: ([], "not loaded")
            }
        }
        let (featured, featuredFailure) = split(results[0])
        let sections = platforms.indices.dropFirst().map { index in
            let (list, failure) = split(results[index])
            return MoreGiveaways.Section(
                platform: platforms[index], giveaways: list, failure: failure)
        }
        return MoreGiveaways(
            featured: featured, featuredFailure: featuredFailure, sections: sections)
    }

    private static func describe(_ error: any Error) -> String {
        (error as? GiveawaysError)?.message ?? "could not be loaded"
    }
}
