import Foundation

/// Tells what a file that failed to open as an .xlsx workbook is, from its first and last
/// bytes, so the message can say so: an old binary Excel file, a text (CSV) file, or a zip
/// archive cut short.
enum WorkbookFileSniffer {
    /// The reason to show for the file at `url`, or nil when nothing more can be told.
    static func reason(for url: URL) -> String? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 4096), !head.isEmpty else { return nil }
        return reason(head: [UInt8](head), tail: tail(of: handle))
    }

    /// The reason for a file starting with `head` and ending with `tail`.
    static func reason(head: [UInt8], tail: [UInt8]) -> String? {
        if head.starts(with: [0xD0, 0xCF, 0x11, 0xE0]) {
            return "it is an old binary Excel file (.xls), not an .xlsx workbook; open it in a "
                + "spreadsheet program, save it as .xlsx and import that."
        }
        if head.starts(with: [0x50, 0x4B]) {
            guard !containsEndOfCentralDirectory(tail) else { return nil }
            return "it is a zip archive that was cut short (it has no end of central "
                + "directory); copy or download the whole file again."
        }
        if isText(head) {
            return "it is a text file (such as CSV), not an .xlsx workbook; open it in a "
                + "spreadsheet program, save it as .xlsx and import that."
        }
        return nil
    }

    private static func tail(of handle: FileHandle) -> [UInt8] {
        guard let size = try? handle.seekToEnd() else { return [] }
        let count = min(size, 65_557)
        guard (try? handle.seek(toOffset: size - count)) != nil,
            let data = try? handle.read(upToCount: Int(count))
        else { return [] }
        return [UInt8](data)
    }

    private static func containsEndOfCentralDirectory(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        return (0...(bytes.count - 4)).contains { index in
            bytes[index] == 0x50 && bytes[index + 1] == 0x4B && bytes[index + 2] == 0x05
                && bytes[index + 3] == 0x06
        }
    }

    /// True when `bytes` decode as UTF-8 (a cut last character allowed) without controls
    /// other than tab, line feed and carriage return.
    private static func isText(_ bytes: [UInt8]) -> Bool {
        var text = bytes
        for _ in 0..<3 where String(bytes: text, encoding: .utf8) == nil && !text.isEmpty {
            text.removeLast()
        }
        guard let string = String(bytes: text, encoding: .utf8) else { return false }
        return !string.unicodeScalars.contains {
            ($0.value < 0x20 && ![0x09, 0x0A, 0x0D].contains($0.value)) || $0.value == 0x7F
        }
    }
}
