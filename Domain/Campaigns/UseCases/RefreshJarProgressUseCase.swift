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
    /// What happened to each campaign's jar, by campaign id.
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
/// At most ``maxConcurrentRequests`` requests run at once, and the whole refresh has one
/// deadline on the injected clock, whatever the number of jars (12 silent jars take the
/// deadline, not three rounds of it): requests still running then are cancelled. A failed,
/// unusable or late answer leaves that campaign's last known details and marks it stale;
/// the others are unaffected. Fresh details are stored in one repository
/// call that does not disturb edits made meanwhile.
public struct RefreshJarProgressUseCase: Sendable {
    private let source: any JarDetailsSource
    private let repository: any CampaignsRepository
    private let clock: SleepClock
    private let deadline: Duration
    /// How many jar requests may be in flight at once.
    public let maxConcurrentRequests: Int

    /// Creates the use case; `deadline` bounds the whole refresh; `maxConcurrentRequests`
    /// below 1 counts as 1.
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

    /// What one child task of the refresh reports.
    private enum Event: Sendable {
        case finished(Campaign.ID, Result<JarDetails, CampaignsError>)
        case deadlinePassed
    }

    /// Every job's result; jobs not finished when the one overall deadline passes are
    /// cancelled and count as timed out.
    private func fetchAll(_ jobs: [(id: Campaign.ID, jarID: String)]) async
        -> [Campaign.ID: Result<JarDetails, CampaignsError>]
    {
        guard !jobs.isEmpty else { return [:] }
        let source = source
        let clock = clock
        let deadline = deadline
        var results = await withTaskGroup(of: Event?.self) { group in
            group.addTask {
                do {
                    try await clock.sleep(for: deadline)
                    return .deadlinePassed
                } catch {
                    return nil  // NB: cancelled because every job finished first.
                }
            }
            var pending = jobs.makeIterator()
            func start(_ job: (id: Campaign.ID, jarID: String)) {
                group.addTask { .finished(job.id, await Self.fetch(job.jarID, from: source)) }
            }
            for _ in 0..<maxConcurrentRequests {
                guard let job = pending.next() else { break }
                start(job)
            }
            var results: [Campaign.ID: Result<JarDetails, CampaignsError>] = [:]
            while results.count < jobs.count, let event = await group.next() {
                switch event {
                case .finished(let id, let result)?:
                    results[id] = result
                    if let job = pending.next() { start(job) }
                case .deadlinePassed?, nil:
                    group.cancelAll()
                    return results
                }
            }
            group.cancelAll()
            return results
        }
        for job in jobs where results[job.id] == nil { results[job.id] = .failure(.timedOut) }
        return results
    }

    /// One request; a cancelled one (the deadline passed) counts as timed out.
    private static func fetch(_ jarID: String, from source: any JarDetailsSource) async
        -> Result<JarDetails, CampaignsError>
    {
        do {
            return .success(try await source.jarDetails(forJarID: jarID))
        } catch let error as CampaignsError {
            return .failure(error)
        } catch is CancellationError {
            return .failure(.timedOut)
        } catch {
            return .failure(.jarBadData)
        }
    }
}
