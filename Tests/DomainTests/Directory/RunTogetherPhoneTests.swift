import CleanAppsCore
import DirectoryDomain
import Foundation
import Testing

/// A phone cell with two numbers typed without a separator is split when it splits
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

    @Test(arguments: [
        ("053-123-4567-053-765-4321", ["053-123-4567", "053-765-4321"]),
        ("053-123-4567.053-765-4321", ["053-123-4567", "053-765-4321"]),
        ("02-784-1234 031-123-4567", ["02-784-1234", "031-123-4567"]),
        ("02-784-1234/031-123-4567", ["02-784-1234", "031-123-4567"]),
        ("02-784-1234,031-123-4567", ["02-784-1234", "031-123-4567"]),
        ("02-6788-1234-010-1234-5678", ["02-6788-1234", "010-1234-5678"]),
        ("02.784.1234.02.784.5678", ["02.784.1234", "02.784.5678"]),
        ("1588-1234-02-784-1234", ["1588-1234", "02-784-1234"]),
        ("02-784-1234-1644-5678", ["02-784-1234", "1644-5678"]),
        ("031 123 4567 02 784 1234", ["031 123 4567", "02 784 1234"]),
    ])
    func parse_twoCompleteNumbersJoinedBySeparator_splitsIntoBoth(
        text: String, expected: [String]
    ) {
        let result = PhoneListParser.parse(text, kind: .districtOffice)

        #expect(result.phones.map(\.number) == expected)
        #expect(result.rejected.isEmpty)
    }

    @Test(arguments: [
        "02-784-1234", "02-6788-1234", "053-123-4567", "010-1234-5678", "1588-1234",
        "02.784.1234", "031 123 4567", "0505-123-4567", "+82-2-784-1234",
    ])
    func parse_singleValidNumber_isNotSplit(text: String) {
        let result = PhoneListParser.parse(text, kind: .districtOffice)

        #expect(result.phones.map(\.number) == [text])
        #expect(result.rejected.isEmpty)
    }

    @Test(arguments: [
        "053-123-4567-053-765-432", "02-784-1234-02-784-12345", "02-784-1234-5678-9012",
    ])
    func parse_joinedPartsThatAreNotTwoCompleteNumbers_areRejected(text: String) {
        let result = PhoneListParser.parse(text, kind: .districtOffice)

        #expect(result.phones.isEmpty)
        #expect(result.rejected == [text])
    }
}
