import CampaignsDomain
import CleanAppsCore
import Testing

@Suite struct TemplateCatalogueTests {
    private let catalogue = TemplateCatalogue.standard

    @Test func standard_hasFifteenTemplatesInOriginalOrder() {
        let ids = catalogue.templates.map(\.id.rawValue)

        #expect(
            ids == [
                "blueLinear_center", "cyanMagentaRadial_squareTrailing", "linearPurple_topCenter",
                "goldBlackLinear_hexagonTrailing", "pinkAngular_topCenter",
                "tealPurpleRadial_roundedTrailing", "linearGreen_topToBottomTrailing",
                "angularYellowBlue_trailing", "linearSilverBlue_trailingToEdge",
                "radialRedBlack_topToEdge", "linearIndigoOrange_trailing",
                "linearEmeraldBlack_hexagonTrailing", "radialAquaPurple_squareTrailing",
                "radialMintIndigo_roundedTrailing", "linearCoralTeal_trailing",
            ])
        #expect(catalogue.templates.map(\.number) == Array(1...15))
    }

    @Test func standard_everyTemplateHasNameColoursAndSaneStops() {
        for template in catalogue.templates {
            #expect(!template.name.isEmpty)
            #expect(!template.colourDescription.isEmpty)
            let locations = template.gradient.stops.map(\.location)
            #expect(locations.count >= 2)
            #expect(locations == locations.sorted())
            #expect(locations.allSatisfy { (0...1).contains($0) })
        }
    }

    @Test func standard_gradientKindsMatchTheirNames() {
        for template in catalogue.templates {
            let name = template.id.rawValue.lowercased()
            switch template.gradient {
            case .linear: #expect(name.contains("linear"))
            case .radial: #expect(name.contains("radial"))
            case .angular: #expect(name.contains("angular"))
            }
        }
    }

    @Test func standard_firstTemplate_hasOriginalColours() {
        guard case .linear(let start, let end, let stops) = catalogue.templates[0].gradient else {
            Issue.record("template 1 should be linear")
            return
        }

        #expect(start == UnitPoint(x: 0, y: 0))
        #expect(end == UnitPoint(x: 1, y: 1))
        #expect(stops.map(\.colour.hexString) == ["#191970", "#87CEEB"])
    }

    @Test func lookups_byIDAndNumber_agree() {
        for template in catalogue.templates {
            #expect(catalogue.template(id: template.id) == template)
            #expect(catalogue.template(number: template.number) == template)
        }
        #expect(catalogue.template(number: 0) == nil)
        #expect(catalogue.template(number: 16) == nil)
    }

    @Test func chooseTemplate_resetsScaleAndOffset() {
        var draft = CampaignDraft(templateID: TemplateID("blueLinear_center"))
        draft.adjustPlacement(PhotoPlacement(scale: 2.5, offsetX: 0.3, offsetY: -0.2))

        draft.chooseTemplate(TemplateID("linearPurple_topCenter"))

        #expect(draft.placement == .identity)
        #expect(draft.templateID == TemplateID("linearPurple_topCenter"))
    }
}
