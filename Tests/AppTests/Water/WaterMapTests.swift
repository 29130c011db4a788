import CleanAppsCore
import Testing
import WaterDomain

@testable import WaterScreens

@Suite struct WaterMapTests {
    @Test(arguments: [
        (90.0, -180.0, 0, 0), (-90.0, 180.0, 14, 60), (0.0, 0.0, 7, 30),
        (51.5072, -0.1276, 3, 30), (-15.8402, -70.0219, 8, 18), (-34.1855, 142.1625, 10, 54),
    ])
    func cell_coordinate_landsOnTheEquirectangularCell(
        latitude: Double, longitude: Double, row: Int, column: Int
    ) {
        let cell = WaterMap.cell(for: GeoCoordinate(latitude: latitude, longitude: longitude))

        #expect(cell.row == row)
        #expect(cell.column == column)
    }

    @Test func lines_westAndEast_markEachSourceByItsNumberOnItsSide() {
        let lines = WaterMap.lines(for: [
            GeoCoordinate(latitude: 45, longitude: -90),
            GeoCoordinate(latitude: -45, longitude: 90),
        ])

        #expect(lines.count == 18)
        #expect(lines.joined().unicodeScalars.allSatisfy { $0.isASCII })
        let west = lines[1 + 4]
        let east = lines[1 + 11]
        #expect(west.firstIndex(of: "1").map { west.distance(from: west.startIndex, to: $0) } == 20)
        #expect(east.firstIndex(of: "2").map { east.distance(from: east.startIndex, to: $0) } == 50)
        #expect(lines[1 + 7].hasPrefix(" EQ |---"))
        #expect(lines.last == "   180W            90W             0             90E           180E")
    }

    @Test func lines_twoSourcesOnOneCell_showAStar() {
        let spot = GeoCoordinate(latitude: 10, longitude: 10)

        let lines = WaterMap.lines(for: [spot, spot])

        let row = lines[1 + WaterMap.cell(for: spot).row]
        #expect(row.contains("*"))
        #expect(!row.contains("2"))
    }

    @Test func lines_numberAtTheEastEdge_isShiftedInsideTheFrame() {
        let locations =
            Array(
                repeating: GeoCoordinate(latitude: -80, longitude: -170), count: 9)
            + [GeoCoordinate(latitude: 0, longitude: 180)]

        let lines = WaterMap.lines(for: locations)

        #expect(lines[1 + 7].hasSuffix("10|"))
    }

    @Test func lines_invalidCoordinate_isLeftOut() {
        let lines = WaterMap.lines(for: [GeoCoordinate(latitude: 200, longitude: 0)])

        #expect(!lines[1...WaterMap.rows].joined().contains("1"))
    }
}
