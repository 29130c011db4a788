import Archive
import CleanAppsDataCore
import Foundation
import Imaging

/// What a `--child` task prints on stdout: its timings and its own peak memory.
struct ChildReport: Codable {
    var milliseconds: [Double]
    var peakMegabytes: Double?
    var count: Int

    struct Unreadable: Error, CustomStringConvertible {
        var output: String
        var description: String { "the child printed no report: \(output.prefix(200))" }
    }

    static func decode(_ output: String) throws -> ChildReport {
        guard let line = output.split(separator: "\n").last(where: { $0.hasPrefix("{") }),
            let report = try? JSONDecoder().decode(ChildReport.self, from: Data(line.utf8))
        else { throw Unreadable(output: output) }
        return report
    }
}

/// The harness's child-process tasks (`Benchmarks --child NAME ARGS...`).
enum ChildTasks {
    /// Runs one task and returns the process exit status.
    static func run(_ arguments: [String]) async -> Int32 {
        switch arguments.first {
        case "spawn":
            guard arguments.count >= 3 else { return 64 }
            return ChildProcess.launch(
                report: arguments[1], executable: arguments[2],
                arguments: Array(arguments.dropFirst(3)))
        case "hello":
            print("hello")
            return 0
        case "import":
            guard arguments.count == 3, let runs = Int(arguments[2]) else { return 64 }
            return await importWorkbook(path: arguments[1], runs: runs)
        case "write-workbook":
            guard arguments.count == 3, let persons = Int(arguments[1]), persons > 0 else {
                return 64
            }
            return writeWorkbook(persons: persons, path: arguments[2])
        case "decode":
            guard arguments.count == 2 else { return 64 }
            return decodeImage(path: arguments[1])
        case "decode-covering":
            guard arguments.count == 3, let side = Int(arguments[2]) else { return 64 }
            return await HostilePhotoBenchmarks.decodeCovering(path: arguments[1], side: side)
        case "zlib":
            guard arguments.count == 2 else { return 64 }
            return compressFile(path: arguments[1])
        case "read-workbook":
            guard arguments.count == 2 else { return 64 }
            return await HostileWorkbookBenchmarks.readWorkbook(path: arguments[1])
        case "write-giveaways-cache":
            guard arguments.count == 3 else { return 64 }
            return await MainActor.run {
                GiveawaysBenchmarks.writeCachedAnswer(
                    dataDirectory: arguments[1], bodyFile: arguments[2])
            }
        case "write-hostile-workbook":
            guard arguments.count == 3 else { return 64 }
            return await HostileWorkbookBenchmarks.writeWorkbook(
                named: arguments[1], path: arguments[2])
        default:
            return 64
        }
    }

    /// Writes the fixture workbook with `persons` members, to check it with other tools.
    private static func writeWorkbook(persons: Int, path: String) -> Int32 {
        do {
            try WorkbookFixture.write(persons: persons, to: URL(fileURLWithPath: path))
            return 0
        } catch {
            print("writing the workbook failed: \(error)")
            return 73
        }
    }

    /// Decodes one photo at full size, as a whole process to time against `djpeg` (and to
    /// profile the decoder alone); prints the size.
    private static func decodeImage(path: String) -> Int32 {
        do {
            let image = try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
            print("\(image.width)×\(image.height)")
            return 0
        } catch {
            print("decoding failed: \(error)")
            return 65
        }
    }

    /// Compresses one file as a zlib stream with the PNG encoder's effort, as a whole process
    /// to time against `python3 -c 'zlib.compress(…, 6)'`; prints the compressed size.
    private static func compressFile(path: String) -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            print("cannot read \(path)")
            return 66
        }
        print(ZlibStream.compress(Array(data), effort: PNGEncoder.effort).count)
        return 0
    }

    /// Imports the workbook `runs` times (the first is cold) and reports times and VmHWM.
    private static func importWorkbook(path: String, runs: Int) async -> Int32 {
        var samples: [Double] = []
        var count = 0
        do {
            for _ in 0..<runs {
                let start = Stopwatch.now()
                count = try await DirectoryBenchmarks.importWorkbook(URL(fileURLWithPath: path))
                samples.append(Double(Stopwatch.now() - start) / 1_000_000)
            }
        } catch {
            print("import failed: \(error)")
            return 65
        }
        let report = ChildReport(
            milliseconds: samples, peakMegabytes: ProcessMemory.peakMegabytes(), count: count)
        guard let data = try? JSONEncoder().encode(report) else { return 70 }
        print(String(decoding: data, as: UTF8.self))
        return 0
    }
}
