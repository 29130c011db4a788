import CampaignsKit
import CampaignsPresentation
import CampaignsTestSupport
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation

/// A configuration over `paths` (created first) that never touches the network and never
/// waits: offline, on a test clock, at a fixed time.
func offlineKitConfiguration(_ paths: AppPaths) throws -> KitConfiguration {
    try paths.createDirectories()
    return KitConfiguration(
        paths: paths, httpClient: OfflineHTTPClient(), isOffline: true, clock: TestClock(),
        now: { Date(timeIntervalSince1970: 1_735_689_600) })
}

/// Data in `folder/data`, cache in `folder/cache`.
func kitPaths(in folder: TemporaryDirectory) -> AppPaths {
    AppPaths(dataDirectory: folder.appending("data"), cacheDirectory: folder.appending("cache"))
}

/// Every regular file under `folder`, as paths relative to it.
func files(under folder: URL) -> [String] {
    let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    var found: [String] = []
    while let url = enumerator?.nextObject() as? URL {
        guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true
        else { continue }
        found.append(
            String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count)))
    }
    return found.sorted()
}

/// Fills a new campaign's form over `campaigns` (the photo is written into `folder`) and
/// saves it.
@MainActor
func saveNewCampaign(
    _ purpose: String, with campaigns: CampaignsComponents, photoIn folder: TemporaryDirectory
) async throws -> CampaignFormOutcome? {
    let photo = folder.appending("photo.png")
    try TestImages.png(width: 4, height: 3).write(to: photo)
    let form = campaigns.makeFormViewModel(campaign: nil)
    form.didEditPurpose(purpose)
    form.didEditTarget("100 000")
    await form.didChoosePhoto(atPath: photo.path)
    form.didChooseTemplate(number: 1)
    return await form.didTapSave()
}
