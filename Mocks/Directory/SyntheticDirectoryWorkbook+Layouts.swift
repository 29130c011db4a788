extension SyntheticDirectoryWorkbook {
    /// The older layout (2017–2020): four event groups (상임위원회, 특별위원회, 특별법안,
    /// 개정법률안), `memberid` numbering `congressman` rows. Needs at least three `names`:
    /// 교육위원회 has the first two, 국방위원회 the third, 예산결산특별위원회 the first, the bills
    /// the second and third.
    public static func olderLayout(version: String, names: [String]) -> Self {
        precondition(names.count >= 3, "the older layout names three lawmakers")
        func member(_ index: Int) -> SyntheticEventGroup.Member { .init(index + 1, names[index]) }
        var workbook = Self(version: version, names: names)
        workbook.eventGroups = [
            SyntheticEventGroup(
                name: "상임위원회", sheet: "normalgroups",
                entries: [
                    .init("교육위원회", members: [member(0), member(1)]),
                    .init("국방위원회", members: [member(2)]),
                ]),
            SyntheticEventGroup(
                name: "특별위원회", sheet: "specialgroups",
                entries: [.init("예산결산특별위원회", members: [member(0)])]),
            SyntheticEventGroup(
                name: "특별법안", sheet: "speciallaws",
                entries: [.init("재난안전 특별법안", members: [member(1)])]),
            SyntheticEventGroup(
                name: "개정법률안", sheet: "modifiedlaws",
                entries: [.init("공직선거법 일부개정법률안", members: [member(2)])]),
        ]
        return workbook
    }

    /// The latest layout (2024): only 상임위원회, its `memberid` numbering the rows of the
    /// previous assembly's sheet `21` (`previous`, in row order), with the member's `name`.
    /// `committees` gives each committee's members by name; a name not in `previous` gets
    /// no `memberid`.
    public static func latestLayout(
        version: String, names: [String], previous: [String],
        committees: [(title: String, members: [String])]
    ) -> Self {
        var workbook = Self(version: version, names: names)
        workbook.assemblySheets = [("21", previous)]
        workbook.eventGroups = [
            SyntheticEventGroup(
                name: "상임위원회", sheet: "normalgroups",
                entries: committees.map { title, members in
                    .init(
                        title,
                        members: members.map { name in
                            .init(previous.firstIndex(of: name).map { $0 + 1 }, name)
                        })
                })
        ]
        return workbook
    }
}
