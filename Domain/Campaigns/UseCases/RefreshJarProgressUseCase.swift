import CleanAppsCore

/// What a refresh found out for one campaign.
public enum JarRefreshStatus: Equatable, Sendable {
    /// monobank answered; these are the new details.
    case fresh(JarDetails)
    /// The request failed; the campaign keeps its last known details. The message says why.
    case stale(String)
    /// The campaign has no jar link.
    case noJar
    /// The jar link is not a monobank jar, so there is nothing to ask.
    case notMonobank
}

/// The campaigns after a refresh, one status each, and whether storing the news failed.
public struct JarRefreshReport: Equatable, Sendable {
    /// The campaigns in the order given, with fresh details applied.
    public var campaigns: [Campaign]
    public var statuses: [Campaign.ID: JarRefreshStatus]
    /// Set when fresh details could not be stored; they are still shown.
    public var saveFailureMessage: String?

    /// Creates a report.
    public init(
        campaigns: [Campaign], statuses: [Campaign.ID: JarRefreshStatus],
        saveFailureMessage: String? = nil
    ) {
        self.campaigns = campaigns
        self.statuses = statuses
        self.saveFailureMessage = saveFailureMessage
    }
}

/// Reloads jar progress for every campaign with a monobank jar link, in parallel.
///
/// At most ``maxConcurrentRequests`` requests run at once; each gets its own deadline on the
/// injected clock. A failed or late request leaves that campaign's last known details and
/// marks it stale; the others are unaffected. Fresh details are stored in one repository
/// call that does not disturb edits made meanwhile.
public struct RefreshJarProgressUseCase: Sendable {
    private let source: any JarDetailsSource
    private let repository: any CampaignsRepository
    private let clock: SleepClock
    private let deadline: Duration
    /// How many jar requests may be in flight at once.
    public let maxConcurrentRequests: Int

    /// Creates the use case; `maxConcurrentRequests` below 1 counts as 1.
    public init(
        source: any JarDetailsSource, repository: any CampaignsRepository, clock: SleepClock,
        deadline: Duration = .seconds(10), maxConcurrentRequests: Int = 4
    ) {
        self.source = source
        self.repository = repository
        self.clock = clock
        self.deadline = deadline
        self.maxConcurrentRequests = max(1, maxConcurrentRequests)
    }

    /// Refreshes `campaigns`; never throws (failures become statuses).
    public func execute(_ campaigns: [Campaign]) async -> JarRefreshReport {
        var statuses: [Campaign.ID: JarRefreshStatus] = [:]
        var jobs: [(id: Campaign.ID, jarID: String)] = []
        for campaign in campaigns {
            if let link = campaign.jarLink {
                if let jarID = link.monobankJarID {
                    jobs.append((campaign.id, jarID))
                } else {
                    statuses[campaign.id] = .notMonobank
                }
            } else {
                statuses[campaign.id] = .noJar
            }
        }
        let results = await fetchAll(jobs)
        var fresh: [Campaign.ID: JarDetails] = [:]
        for (id, result) in results {
            switch result {
            case .success(let details):
                fresh[id] = details
                statuses[id] = .fresh(details)
            case .failure(let error): statuses[id] = .stale(error.message)
            }
        }
        let updated = campaigns.map { campaign in
            var campaign = campaign
            if let details = fresh[campaign.id] { campaign.jarDetails = details }
            return campaign
        }
        var saveFailure: String?
        if !fresh.isEmpty {
            do {
                try await repository.recordJarDetails(fresh)
            } catch {
                saveFailure =
                    "The new progress could not be saved; it is shown now and will load again next time."
            }
        }
        return JarRefreshReport(
            campaigns: updated, statuses: statuses, saveFailureMessage: saveFailure)
    }

    private func fetchAll(_ jobs: [(id: Campaign.ID, jarID: String)]) async
        -> [Campaign.ID: Result<JarDetails, CampaignsError>]
    {
        await withTaskGroup(of: (Campaign.ID, Result<JarDetails, CampaignsError>).self) { group in
            var pending = jobs.makeIterator()
            for _ in 0..<maxConcurrentRequests {
                guard let job = pending.next() else { break }
                group.addTask { (job.id, await fetch(job.jarID)) }
            }
            var results: [Campaign.ID: Result<JarDetails, CampaignsError>] = [:]
            while let (id, result) = await group.next() {
                results[id] = result
                if let job = pending.next() {
                    group.addTask { (job.id, await fetch(job.jarID)) }
                }
            }
            return results
        }
    }

    /// One request raced against its deadline.
    private func fetch(_ jarID: String) async -> Result<JarDetails, CampaignsError> {
        let source = source
        let clock = clock
        let deadline = deadline
        return await withTaskGroup(of: Result<JarDetails, CampaignsError>?.self) { group in
            group.addTask {
                do {
                    return .success(try await source.jarDetails(forJarID: jarID))
                } catch let error as CampaignsError {
                    return .failure(error)
                } catch is CancellationError {
                    return nil
                } catch {
                    return .failure(.jarBadData)
                }
            }
            group.addTask {
                do {
                    try await clock.sleep(for: deadline)
                    return .failure(.timedOut)
                } catch {
                    return nil
                }
            }
            var outcome: Result<JarDetails, CampaignsError>?
            for await result in group {
                guard let result else { continue }
                outcome = result
                group.cancelAll()
                break
            }
            return outcome ?? .failure(.timedOut)
        }
    }
}
