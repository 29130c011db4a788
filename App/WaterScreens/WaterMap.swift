import CleanAppsCore
import WaterDomain

/// A small ASCII world map that plots sources by latitude and longitude.
///
/// Equirectangular: 61 columns from 180° W to 180° E and 15 rows from 90° N to 90° S, so
/// Greenwich and the equator fall on the middle column and row. Each source is marked with
/// its list number; a number that would overlap another becomes `*` (several sources).
enum WaterMap {
    static let columns = 61
    static let rows = 15

    /// The map's lines: the framed grid, then the longitude scale. `locations[i]` is marked
    /// `i + 1`; invalid coordinates are left out.
    static func lines(for locations: [GeoCoordinate]) -> [String] {
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        var isMarker = Array(repeating: Array(repeating: false, count: columns), count: rows)
        let middleRow = rows / 2
        let middleColumn = columns / 2
        for column in 0..<columns { grid[middleRow][column] = "-" }
        for row in 0..<rows { grid[row][middleColumn] = "|" }
        grid[middleRow][middleColumn] = "+"
        for (index, location) in locations.enumerated() where location.isValid {
            let (row, column) = cell(for: location)
            let label = Array(String(index + 1))
            let start = min(column, columns - label.count)
            let span = start..<(start + label.count)
            if span.allSatisfy({ !isMarker[row][$0] }) {
                for (offset, character) in label.enumerated() {
                    grid[row][start + offset] = character
                    isMarker[row][start + offset] = true
                }
            } else {
                grid[row][column] = "*"
                isMarker[row][column] = true
            }
        }
        let border = "+" + String(repeating: "-", count: columns) + "+"
        var lines = ["    " + border]
        for (row, cells) in grid.enumerated() {
            let label =
                switch row {
                case 0: "90N "
                case middleRow: " EQ "
                case rows - 1: "90S "
                default: "    "
                }
            lines.append(label + "|" + String(cells) + "|")
        }
        lines.append("    " + border)
        lines.append(scale())
        return lines
    }

    /// The grid cell of `location`: row 0 is the north pole, column 0 is 180° W.
    static func cell(for location: GeoCoordinate) -> (row: Int, column: Int) {
        let column = (location.longitude + 180) / 360 * Double(columns - 1)
        let row = (90 - location.latitude) / 180 * Double(rows - 1)
        return (Int(row.rounded()), Int(column.rounded()))
    }

    /// "180W ... 0 ... 180E" under the frame, aligned with the grid's columns.
    private static func scale() -> String {
        var cells = Array(repeating: Character(" "), count: columns + 10)
        let marks = [
            (0, "180W"), (columns / 4, "90W"), (columns / 2, "0"), (columns * 3 / 4, "90E"),
            (columns - 1, "180E"),
        ]
        for (column, text) in marks {
            // NB: the grid starts after the 4-character row label and the frame's "|".
            let start = max(0, 5 + column - text.count / 2)
            for (offset, character) in text.enumerated() where start + offset < cells.count {
                cells[start + offset] = character
            }
        }
        return String(cells.reversed().drop { $0 == " " }.reversed())
    }
}
