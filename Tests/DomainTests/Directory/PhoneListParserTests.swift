import CleanAppsCore
import DirectoryDomain
import DirectoryPresentation
import Foundation
import Testing

@Suite struct PhoneListParserTests {
    @Test(arguments: [
        ("02-784-2747", [("국회 사무실", "02-784-2747")]),
        (
            "02-784-2747~9",
            [("국회 사무실1", "02-784-2747"), ("국회 사무실2", "02-784-2748"), ("국회 사무실3", "02-784-2749")]
        ),
        ("02-784-2747～8", [("국회 사무실1", "02-784-2747"), ("국회 사무실2", "02-784-2748")]),
        ("02-784-2747~7", [("국회 사무실", "02-784-2747")]),
        (
            "02-784-2158~0",
            [("국회 사무실1", "02-784-2158"), ("국회 사무실2", "02-784-2159"), ("국회 사무실3", "02-784-2160")]
        ),
        ("02-784-0099~0", [("국회 사무실1", "02-784-0099"), ("국회 사무실2", "02-784-0100")]),
        ("02-784-1000, 02-788-2000", [("국회 사무실1", "02-784-1000"), ("국회 사무실2", "02-788-2000")]),
        ("02-784-1000 / 02-788-2000", [("국회 사무실1", "02-784-1000"), ("국회 사무실2", "02-788-2000")]),
        (
            "02-784-2747~8, 031-111-2222",
            [("국회 사무실1", "02-784-2747"), ("국회 사무실2", "02-784-2748"), ("국회 사무실3", "031-111-2222")]
        ),
        (" 02 784 1000 ,, ", [("국회 사무실", "02 784 1000")]),
        ("+82-2-784-1000", [("국회 사무실", "+82-2-784-1000")]),
        ("", []),
    ])
    func parse_cell_expandsAndLabels(text: String, expected: [(String, String)]) {
        let result = PhoneListParser.parse(text, kind: .assemblyOffice)

        #expect(result.phones.map(\.label) == expected.map(\.0))
        #expect(result.phones.map(\.number) == expected.map(\.1))
        #expect(result.rejected.isEmpty)
    }

    static let lookAlikeCases: [(String, [String])] = [
        ("02-784-2747∼8", ["02-784-2747", "02-784-2748"]),
        ("02-784-2747〜8", ["02-784-2747", "02-784-2748"]),
        ("\u{3000}02-784-1000\u{A0}\t", ["02-784-1000"]),
        ("02-784-1000\r\n02-788-2000", ["02-784-1000", "02-788-2000"]),
        ("02-784-123402-784-5678", ["02-784-1234", "02-784-5678"]),
    ]

    @Test(arguments: lookAlikeCases)
    func parse_lookAlikeTildesUnicodeSpacesLineBreaks_readAsNumbers(text: String, numbers: [String])
    {
        let result = PhoneListParser.parse(text, kind: .assemblyOffice)

        #expect(result.phones.map(\.number) == numbers)
        #expect(result.rejected.isEmpty)
    }

    @Test(arguments: [
        "02-784-2747~12", "02-784-9999~0", "02-784-2747 ~9", "02-784-2747~ 9", "02-784-274x~9",
        "02-784-2747~9~9", "~9", "02-784-2747~", "내선 3", "---", "02-784-2747(내선)",
    ])
    func parse_malformedPart_isRejectedNotGuessed(text: String) {
        let result = PhoneListParser.parse(text, kind: .mobile)

        #expect(result.phones.isEmpty)
        #expect(result.rejected == [text.trimmingCharacters(in: .whitespaces)])
    }

    @Test func parse_goodAndBadParts_keepsTheGoodOnes() {
        let result = PhoneListParser.parse("010-1111-2222, 02-784-12~345", kind: .mobile)

        #expect(result.phones == [Phone(kind: .mobile, label: "휴대폰", number: "010-1111-2222")])
        #expect(result.rejected == ["02-784-12~345"])
    }

    @Test func parse_nil_givesNothing() {
        let result = PhoneListParser.parse(nil, kind: .mobile)

        #expect(result.phones.isEmpty)
        #expect(result.rejected.isEmpty)
    }

    @Test(arguments: [
        (Phone.Kind.mobile, "휴대폰", true), (.assemblyOffice, "국회 사무실", false),
        (.districtOffice, "지역구 사무실", false), (.mainNumber, "대표번호", false),
    ])
    func kind_labelAndSMS_matchTheOriginal(kind: Phone.Kind, label: String, acceptsSMS: Bool) {
        let phones = PhoneListParser.parse("010-1234-5678, 010-9999-0000", kind: kind).phones

        #expect(kind.label == label)
        #expect(phones.map(\.label) == ["\(label)1", "\(label)2"])
        #expect(phones.allSatisfy { $0.acceptsSMS == acceptsSMS })
    }

    @Test func uris_mobileNumber_dialDigitsOnly() {
        let phone = Phone(kind: .mobile, label: "휴대폰", number: "010-1234-5678")
        let office = Phone(kind: .assemblyOffice, label: "국회 사무실", number: "+82 2-784-1000")

        #expect(phone.telURI == "tel:01012345678")
        #expect(phone.smsURI == "sms:01012345678")
        #expect(office.telURI == "tel:+8227841000")
        #expect(office.smsURI == nil)
    }
}
