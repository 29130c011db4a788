import CampaignsDomain
import CleanAppsPresentationCore
import Foundation

extension CampaignFormViewModel {
    /// Saves the draft; on success the form becomes the saved campaign's edit form.
    func save(overwritingPoster: Bool) async -> CampaignFormOutcome? {
        guard draft != savedDraft else {
            var next = display(checking: [])
            next.message = CampaignsError.nothingChanged.message
            state.value = next
            return nil
        }
        var checked = display(checking: Set(CampaignField.allCases))
        guard
            CampaignField.allCases.allSatisfy({ validator.check($0, in: draft).errorMessage == nil }
            )
        else {
            checked.message = "Some fields need fixing; see the messages under them."
            state.value = checked
            return nil
        }
        checked.isSaving = true
        checked.posterToReplace = nil
        checked.message = nil
        state.value = checked
        let request = SaveCampaignRequest(
            draft: draft, original: original, overwritesPoster: overwritingPoster)
        do {
            let saved = try await saveCampaign.execute(request)
            original = saved.campaign
            draft = CampaignDraft(campaign: saved.campaign)
            savedDraft = draft
            var next = display(checking: [])
            next.mode = .edit
            next.title = "Edit fundraiser"
            next.message = "Saved. The poster is at \(saved.posterPath)."
            state.value = next
            return .saved(saved.campaign, posterPath: saved.posterPath)
        } catch {
            let failure = error as? CampaignsError ?? .storageFailed()
            var next = display(checking: [])
            if case .posterExists(let path) = failure { next.posterToReplace = path }
            next.message = failure.message
            state.value = next
            return nil
        }
    }

    /// Refreshes the state from the draft, re-checking `fields` and keeping the other
    /// fields' current messages.
    func update(checking fields: Set<CampaignField>) {
        state.value = display(checking: fields)
    }

    /// The state for the draft: `fields` re-checked, other messages kept, the transient
    /// flags cleared.
    func display(checking fields: Set<CampaignField>) -> CampaignFormState {
        var next = state.value
        next.purpose.text = draft.purpose
        next.target.text = draft.targetText
        next.jarLink.text = draft.jarLinkText
        next.photo.text = photoDescription(draft.photo)
        let template = draft.templateID.flatMap(catalogue.template(id:))
        next.template.text = template.map { "\($0.number). \($0.name)" } ?? ""
        next.templates = catalogue.templates.map {
            TemplateChoice(
                number: $0.number, name: $0.name, colours: $0.colourDescription,
                isSelected: $0.id == draft.templateID)
        }
        next.placement = draft.placement
        next.format = draft.format
        next.language = draft.language
        next.posterLanguage = draft.language ?? .detected(in: draft.purpose)
        next.hasUnsavedChanges = draft != savedDraft
        next.isSaving = false
        next.message = nil
        next.posterToReplace = nil
        for field in fields {
            let status = validator.check(field, in: draft)
            switch field {
            case .purpose: next.purpose.apply(status)
            case .target: next.target.apply(status)
            case .jarLink: next.jarLink.apply(status)
            case .photo: next.photo.apply(status)
            case .template: next.template.apply(status)
            }
        }
        return next
    }

    private func photoDescription(_ photo: DraftPhoto?) -> String {
        switch photo {
        case nil: return ""
        case .stored(let stored):
            return
                "saved photo, \(stored.format.rawValue.uppercased()) \(stored.pixelWidth)×\(stored.pixelHeight) px"
        case .unreadable(let path, _): return path
        case .picked(let bytes, let path):
            let name = (path as NSString).lastPathComponent
            guard case .success(let header) = ImageHeaderReader.read(bytes) else { return name }
            return
                "\(name), \(header.format.rawValue.uppercased()) \(header.width)×\(header.height) px"
        }
    }
}

extension FormField {
    fileprivate mutating func apply(_ status: FieldStatus) {
        error = status.errorMessage
        note = status.note
    }
}
