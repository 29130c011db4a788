import CampaignsData
import CampaignsDomain
import CampaignsPresentation
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import Testing

@MainActor
@Suite struct CampaignFormViewModelTests {
    private let photoPath = "/photos/dron.png"

    private struct Fixture {
        let viewModel: CampaignFormViewModel
        let repository: InMemoryCampaignsRepository
        let publisher: PosterPublisherSpy
    }

    private func makeFixture(
        campaign: Campaign? = nil,
        publish: @escaping @Sendable (Campaign, PosterDestination, Bool) async throws -> String = {
            _, _, _ in "/posters/p.svg"
        }
    ) -> Fixture {
        let repository = InMemoryCampaignsRepository(campaign.map { [$0] } ?? [])
        let photos = InMemoryPhotoStore()
        let publisher = PosterPublisherSpy(publish: publish)
        let viewModel = CampaignFormViewModel(
            campaign: campaign,
            loadPhoto: LoadPhotoUseCase(
                reader: PhotoFileReaderStub(files: [photoPath: TestImages.png(width: 4, height: 3)])
            ),
            saveCampaign: SaveCampaignUseCase(
                repository: repository, photoStore: photos, publisher: publisher,
                now: { CampaignFixtures.referenceDate }, makeID: { CampaignFixtures.id(42) }),
            deleteCampaign: DeleteCampaignUseCase(repository: repository))
        return Fixture(viewModel: viewModel, repository: repository, publisher: publisher)
    }

    @Test func init_newCampaign_hasEmptyFormAndFifteenTemplates() {
        let state = makeFixture().viewModel.state.value

        #expect(state.mode == .create)
        #expect(state.title == "New fundraiser")
        #expect(!state.hasUnsavedChanges)
        #expect(!state.canDelete)
        #expect(state.templates.count == 15)
        #expect(state.templates.allSatisfy { !$0.isSelected })
    }

    @Test func didTapSave_unchanged_isRefusedWithMessage() async {
        let fixture = makeFixture(campaign: CampaignFixtures.campaign())

        let outcome = await fixture.viewModel.didTapSave()

        #expect(outcome == nil)
        #expect(fixture.viewModel.state.value.message == CampaignsError.nothingChanged.message)
        #expect(fixture.publisher.calls.isEmpty)
    }

    @Test func didEditPurpose_messageAppearsAndClearsAsUserFixesIt() {
        let viewModel = makeFixture(campaign: CampaignFixtures.campaign(purpose: "Дрон")).viewModel
        let recorder = StateRecorder(viewModel.state)

        viewModel.didEditPurpose("   ")
        viewModel.didEditPurpose("Дрон 2")

        let purposes = recorder.values.map(\.purpose)
        #expect(
            purposes == [
                FormField(text: "Дрон"),
                FormField(text: "   ", error: "Enter what the money is for."),
                FormField(text: "Дрон 2"),
            ])
        #expect(recorder.values.map(\.hasUnsavedChanges) == [false, true, true])
    }

    @Test func didEditTargetAndLink_showErrorsAndNotes() {
        let viewModel = makeFixture().viewModel

        viewModel.didEditTarget("invalid-amount")
        viewModel.didEditJarLink("https://example.com/validjar")

        let state = viewModel.state.value
        #expect(state.target.error == AmountInputError.notANumber.message)
        #expect(state.jarLink.error == nil)
        #expect(state.jarLink.note == JarLink.notMonobankNote)
    }

    @Test func didEditJarLink_tooLongForThePostersQRCode_notesItUnderTheField() {
        let viewModel = makeFixture().viewModel

        viewModel.didEditJarLink("https://example.com/" + String(repeating: "a", count: 200))

        let state = viewModel.state.value
        #expect(state.jarLink.error == nil)
        #expect(state.jarLink.note == JarLink.tooLongForQRNote)
    }

    @Test func didChooseTemplate_resetsScaleAndOffset() {
        let viewModel = makeFixture(campaign: CampaignFixtures.campaign()).viewModel
        viewModel.didAdjustPhoto(scale: 2, offsetX: 0.5, offsetY: -0.5)

        viewModel.didChooseTemplate(number: 3)

        let state = viewModel.state.value
        #expect(state.placement == .identity)
        #expect(state.template.text == "3. Purple, wide photo on top")
        #expect(state.templates.filter(\.isSelected).map(\.number) == [3])
    }

    @Test func didChooseTemplate_outOfRange_explains() {
        let viewModel = makeFixture().viewModel

        viewModel.didChooseTemplate(number: 16)

        #expect(viewModel.state.value.template.error == "Choose a template number from 1 to 15.")
    }

    @Test func didTapSave_invalidForm_showsEveryFieldMessage() async {
        let fixture = makeFixture()
        fixture.viewModel.didEditTarget("-5")

        let outcome = await fixture.viewModel.didTapSave()

        let state = fixture.viewModel.state.value
        #expect(outcome == nil)
        #expect(state.purpose.error != nil)
        #expect(state.target.error == AmountInputError.negative.message)
        #expect(state.photo.error != nil)
        #expect(state.template.error != nil)
        #expect(state.message == "Some fields need fixing; see the messages under them.")
    }

    @Test func didTapSave_validNewCampaign_savesAndBecomesEditForm() async {
        let fixture = makeFixture()
        let viewModel = fixture.viewModel
        viewModel.didEditPurpose("Дрон")
        viewModel.didEditTarget("100 000")
        await viewModel.didChoosePhoto(atPath: photoPath)
        viewModel.didChooseTemplate(number: 1)
        let recorder = StateRecorder(viewModel.state)

        let outcome = await viewModel.didTapSave()

        let saved = await fixture.repository.stored
        #expect(saved.count == 1)
        #expect(outcome == saved.first.map { .saved($0, posterPath: "/posters/p.svg") })
        #expect(recorder.values.map(\.isSaving) == [false, true, false])
        let state = viewModel.state.value
        #expect(state.mode == .edit)
        #expect(!state.hasUnsavedChanges)
        #expect(state.message == "Saved. The poster is at /posters/p.svg.")
        #expect(state.photo.text == "saved photo, PNG 4×3 px")
        #expect(viewModel.didRequestLeave() == .leave)
    }

    @Test func didTapSave_edit_replacesItsOwnPosterWithoutAsking() async {
        let fixture = makeFixture(campaign: CampaignFixtures.campaign()) { _, _, overwrite in
            guard overwrite else { throw CampaignsError.posterExists(path: "/posters/p.png") }
            return "/posters/p.png"
        }
        fixture.viewModel.didEditPurpose("Інша ціль")

        let first = await fixture.viewModel.didTapSave()

        #expect(first != nil)
        #expect(fixture.viewModel.state.value.posterToReplace == nil)
        #expect(fixture.publisher.calls.map(\.overwrite) == [true])
    }

    @Test func didChoosePhoto_missingFile_showsReason() async {
        let viewModel = makeFixture().viewModel

        await viewModel.didChoosePhoto(atPath: "/nope.jpg")

        #expect(
            viewModel.state.value.photo
                == FormField(
                    text: "/nope.jpg",
                    error: "There is no file at /nope.jpg; check the path and try again."))
    }

    @Test func deleteFlow_noKeepsCampaignYesDeletesIt() async {
        let campaign = CampaignFixtures.campaign()
        let fixture = makeFixture(campaign: campaign)

        fixture.viewModel.didTapDelete()
        let asking = fixture.viewModel.state.value.isConfirmingDelete
        let declined = await fixture.viewModel.didAnswerDeleteConfirmation(false)
        let keptCount = await fixture.repository.stored.count
        fixture.viewModel.didTapDelete()
        let confirmed = await fixture.viewModel.didAnswerDeleteConfirmation(true)

        #expect(asking)
        #expect(declined == nil)
        #expect(keptCount == 1)
        #expect(confirmed == .deleted(campaign.id))
        #expect(await fixture.repository.stored.isEmpty)
        #expect(!fixture.viewModel.state.value.isConfirmingDelete)
    }

    @Test func didRequestLeave_tracksUnsavedChanges() {
        let viewModel = makeFixture(campaign: CampaignFixtures.campaign(purpose: "Дрон")).viewModel

        let untouched = viewModel.didRequestLeave()
        viewModel.didChooseFormat(.story)
        let changed = viewModel.didRequestLeave()
        viewModel.didChooseFormat(.square)
        let reverted = viewModel.didRequestLeave()

        #expect(untouched == .leave)
        #expect(changed == .askAboutUnsavedChanges)
        #expect(reverted == .leave)
    }

    @Test func didChooseLanguage_setsItAndAutomaticFollowsThePurpose() {
        let viewModel = makeFixture(campaign: CampaignFixtures.campaign(purpose: "Дрон")).viewModel

        let opened = viewModel.state.value
        viewModel.didEditPurpose("Medical kits for the brigade")
        let typedEnglish = viewModel.state.value
        viewModel.didChooseLanguage(.ukrainian)
        let chosen = viewModel.state.value
        viewModel.didChooseLanguage(nil)

        #expect(opened.language == nil && opened.posterLanguage == .ukrainian)
        #expect(typedEnglish.language == nil && typedEnglish.posterLanguage == .english)
        #expect(chosen.language == .ukrainian && chosen.posterLanguage == .ukrainian)
        #expect(chosen.hasUnsavedChanges)
        #expect(viewModel.posterDraft.language == nil)
        #expect(viewModel.state.value.posterLanguage == .english)
    }

    @Test func viewModel_released_isNotLeaked() async {
        weak var weakViewModel: CampaignFormViewModel?
        do {
            let viewModel = makeFixture().viewModel
            weakViewModel = viewModel
            viewModel.didEditPurpose("x")
            _ = await viewModel.didTapSave()
        }

        #expect(weakViewModel == nil)
    }
}

extension CampaignFormViewModelTests {
    private func makeFittingViewModel(fittingCharacters: Int) -> CampaignFormViewModel {
        let repository = InMemoryCampaignsRepository([])
        return CampaignFormViewModel(
            campaign: nil,
            loadPhoto: LoadPhotoUseCase(reader: PhotoFileReaderStub(files: [:])),
            saveCampaign: SaveCampaignUseCase(
                repository: repository, photoStore: InMemoryPhotoStore(),
                publisher: PosterPublisherSpy(publish: { _, _, _ in "/posters/p.png" }),
                now: { CampaignFixtures.referenceDate }),
            deleteCampaign: DeleteCampaignUseCase(repository: repository),
            purposeFitting: PurposeFittingStub(fittingCharacters: fittingCharacters))
    }

    @Test func didChooseTemplate_purposeItCuts_notesTemplateAndCountBeforeSave() {
        let viewModel = makeFittingViewModel(fittingCharacters: 5)
        viewModel.didEditPurpose("Дрон для бригади")

        viewModel.didChooseTemplate(number: 4)

        #expect(
            viewModel.state.value.purpose.note
                == "Template 4 cuts this purpose on the square poster: 5 of its 16 characters fit. "
                + "Shorten it or choose another template.")
        #expect(viewModel.state.value.purpose.error == nil)
    }

    @Test func didEditPurpose_shortEnoughForTheTemplate_clearsTheNote() {
        let viewModel = makeFittingViewModel(fittingCharacters: 5)
        viewModel.didEditPurpose("Дрон для бригади")
        viewModel.didChooseTemplate(number: 4)

        viewModel.didEditPurpose("Дрон")

        #expect(viewModel.state.value.purpose.note == nil)
    }

    @Test func didChooseFormat_purposeChecked_judgesItAgainInThatFormat() {
        let viewModel = makeFittingViewModel(fittingCharacters: 5)
        viewModel.didEditPurpose("Дрон для бригади")
        viewModel.didChooseTemplate(number: 4)

        viewModel.didChooseFormat(.story)

        #expect(
            viewModel.state.value.purpose.note
                == "Template 4 cuts this purpose on the story poster: 5 of its 16 characters fit. "
                + "Shorten it or choose another template.")
    }
}
