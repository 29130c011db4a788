import CleanAppsCore
import DirectoryDomain
import Foundation
import Testing

/// #15 §3: a phone cell with two numbers typed without a separator is split when it splits
/// cleanly, else rejected — never kept as one long number.
@Suite struct RunTogetherPhoneTests {
    @Test(arguments: [
        ("02-784-123402-784-5678", ["02-784-1234", "02-784-5678"]),
        ("02-784-1234031-123-4567", ["02-784-1234", "031-123-4567"]),
        ("010-1234-567802-784-1234", ["010-1234-5678", "02-784-1234"]),
    ])
    func parse_twoNumbersRunTogether_splitsIntoBoth(text: String, expected: [String]) {
        let result = PhoneListParser.parse(text, kind: .assemblyOffice)

        #expect(result.phones.map(\.number) == expected)
        #expect(result.phones.map(\.label) == ["국회 사무실1", "국회 사무실2"])
        #expect(result.rejected.isEmpty)
    }

    @Test(arguments: [
        "00000000000000000000", "02-784-12340-784-5678", "12345678901234567890",
    ])
    func parse_tooManyDigitsWithoutACleanSplit_isRejected(text: String) {
        let result = PhoneListParser.parse(text, kind: .assemblyOffice)

        #expect(result.phones.isEmpty)
        #expect(result.rejected == [text])
    }
}
