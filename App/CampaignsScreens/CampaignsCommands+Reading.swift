import CampaignsData
import CampaignsDomain
import CampaignsKit
import CleanAppsCore
import CleanAppsDataCore
import Foundation
import Terminal
import TextCommands

extension CampaignsCommands {
    func list(_ command: List) async throws -> ExitCode {
        let campaigns = try await dependencies.components.listCampaigns.execute()
        if command.asJSON {
            terminal.write(CommandJSON.text(json(campaigns)))
            return .ok
        }
        guard !campaigns.isEmpty else {
            terminal.writeEmptyNote(Self.noCampaignsNote)
            return .ok
        }
        if wantsHeader(command.hasHeader) {
            writeFields(["#", "ID", "Purpose", "Target", "Collected", "Progress"])
        }
        for (index, campaign) in campaigns.enumerated() {
            let fields = [
                String(index + 1), String(campaign.id.uuidString.lowercased().prefix(8)),
                campaign.purpose, campaign.target?.formattedWithCurrency ?? "-",
                campaign.collected?.formattedWithCurrency ?? "-",
                campaign.progressPercent.map { "\($0)%" } ?? "-",
            ]
            writeFields(fields)
        }
        return .ok
    }

    func show(_ command: Show) async throws -> ExitCode {
        let (campaign, number) = try await resolve(command.id)
        if command.asJSON {
            terminal.write(
                CommandJSON.text(
                    CampaignJSON(
                        campaign, number: number, catalogue: dependencies.components.catalogue)))
            return .ok
        }
        let template = dependencies.components.catalogue.template(id: campaign.templateID)
        var lines = [
            "id: \(campaign.id.uuidString.lowercased())", "row: \(number)",
            "purpose: \(campaign.purpose)",
            "target: \(campaign.target?.formattedWithCurrency ?? "-")",
            "jar: \(campaign.jarLink?.url.absoluteString ?? "-")",
        ]
        if let details = campaign.jarDetails {
            lines.append("collected: \(details.collected.formattedWithCurrency)")
            lines.append("jar status: \(details.status)")
            lines.append("fetched: \(UTCDateTime(details.fetchedAt).iso8601())")
        }
        if let progress = campaign.progress {
            lines.append("progress: \(ProgressBar.render(fraction: progress, cells: 20))")
        }
        if campaign.isFinished { lines.append("finished: yes") }
        lines += [
            "template: \(template.map { "\($0.number). \($0.name)" } ?? campaign.templateID.rawValue)",
            "photo: \(campaign.photo.format.rawValue) \(campaign.photo.pixelWidth)×\(campaign.photo.pixelHeight) px",
            "photo fit: scale \(CampaignFormScreen.text(campaign.placement.scale)), offset "
                + "\(CampaignFormScreen.text(campaign.placement.offsetX)), "
                + "\(CampaignFormScreen.text(campaign.placement.offsetY))",
            "format: \(campaign.format.label)",
            "language: \(campaign.posterLanguage.name)"
                + (campaign.language == nil ? " (automatic)" : ""),
        ]
        terminal.write(lines.map { TerminalText.sanitize($0) }.joined(separator: "\n") + "\n")
        return .ok
    }

    func templates(_ command: Templates) throws -> ExitCode {
        let templates = dependencies.components.catalogue.templates
        if command.asJSON {
            terminal.write(CommandJSON.text(templates.map(TemplateJSON.init)))
        } else {
            for template in templates {
                writeFields([String(template.number), template.name, template.colourDescription])
            }
        }
        return .ok
    }
}
