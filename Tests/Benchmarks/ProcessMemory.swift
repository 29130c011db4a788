import Foundation

/// Peak resident memory of this process, from /proc/self/status.
enum ProcessMemory {
    /// VmHWM (peak resident set) in megabytes, or nil where /proc is missing.
    static func peakMegabytes() -> Double? {
        field("VmHWM:")
    }

    /// VmRSS (current resident set) in megabytes, or nil where /proc is missing.
    static func residentMegabytes() -> Double? {
        field("VmRSS:")
    }

    private static func field(_ name: String) -> Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            return nil
        }
        for line in text.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.dropFirst(name.count).filter(\.isNumber)
            return Double(String(digits)).map { $0 / 1024 }
        }
        return nil
    }
}
