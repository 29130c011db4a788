import CleanAppsDataCore
import Foundation

// Usage: Benchmarks [FILTER] [--json FILE] [--once] [--large] [--scale]
//        (--once: one run each, for callgrind; --large: the 30,000-person peer comparisons;
//        --scale: imports of 3,000, 30,000 and 300,000 persons)
//        Benchmarks --child NAME ARGS...   (internal: a benchmark's child process)
//        Benchmarks --child write-workbook PERSONS FILE   (the fixture workbook, to inspect)
//        Benchmarks --child decode PHOTO   (one full-size decode, to time or profile by hand)
//        Benchmarks --child decode-covering PHOTO SIDE   (a decode for a SIDE × SIDE box)
//        Benchmarks --child zlib FILE   (FILE as a zlib stream with the PNG encoder's effort)
//        Benchmarks --child read-workbook FILE   (every row of every sheet of a workbook)
//        Benchmarks --child write-hostile-workbook NAME FILE   (one of the hostile workbooks)
//        Benchmarks --child write-giveaways-cache DIR BODY   (the cached 9,500-item answer
//        for `cleanapps --data-dir DIR --offline giveaways list`, and its body as BODY)

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--child" {
    exit(await ChildTasks.run(Array(arguments.dropFirst())))
}

var filter: String?
var jsonFile: String?
var remaining = arguments[...]
while let argument = remaining.popFirst() {
    switch argument {
    case "--json":
        guard let file = remaining.popFirst() else {
            FileHandle.standardError.write(Data("--json needs a file name.\n".utf8))
            exit(64)
        }
        jsonFile = file
    case "--once":
        Stopwatch.runsOnce = true
    case "--large":
        PeerBenchmarks.includesLarge = true
    case "--scale":
        PeerBenchmarks.includesScale = true
    case "-h", "--help":
        print("usage: Benchmarks [FILTER] [--json FILE] [--once] [--large] [--scale]")
        exit(0)
    default:
        filter = argument
    }
}

let benchmarks =
    AppBenchmarks.all + GiveawaysBenchmarks.all + DirectoryBenchmarks.all + CommonBenchmarks.all
    + CampaignsBenchmarks.all + ImagingBenchmarks.all + HostilePhotoBenchmarks.all
    + HostileWorkbookBenchmarks.all + PhotoPosterBenchmarks.all
    + WaitingBenchmarks.all
    + RasterBenchmarks.all + PeerBenchmarks.all
let selected = benchmarks.filter { benchmark in
    filter.map { benchmark.name.localizedCaseInsensitiveContains($0) } ?? true
}
guard !selected.isEmpty else {
    FileHandle.standardError.write(Data("No benchmark matches \(filter ?? "").\n".utf8))
    exit(64)
}

let context = try BenchmarkContext()
var results: [BenchmarkResult] = []
let started = Stopwatch.now()
for benchmark in selected {
    do {
        let result = try await benchmark.run(context)
        results.append(result)
        let sign = result.direction == .atMost ? "<=" : ">="
        print(
            "\(result.mark.padding(toLength: 4, withPad: " ", startingAt: 0))  \(benchmark.name): median "
                + "\(ResultTable.figure(result.median)) \(result.unit) "
                + "(min \(ResultTable.figure(result.minimum)), "
                + "max \(ResultTable.figure(result.maximum)), \(result.runs) runs) "
                + "budget \(sign) \(ResultTable.figure(result.budget)) \(result.unit)"
                + (result.peakMemoryMB.map { ", peak \(ResultTable.figure($0)) MB" } ?? "")
                + (result.note.map { " [\($0)]" } ?? ""))
    } catch {
        print("FAIL  \(benchmark.name): \(error)")
    }
}
context.cleanUp()
print("")
print(ResultTable.markdown(results))
print("")
print(
    "\(results.filter { $0.passed && !$0.isReference }.count)/"
        + "\(selected.count - results.filter(\.isReference).count) within budget in "
        + "\(ResultTable.figure(Double(Stopwatch.now() - started) / 1e9)) s")

if let jsonFile {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(results).write(to: URL(fileURLWithPath: jsonFile))
}
exit(results.count == selected.count && results.allSatisfy(\.passed) ? 0 : 1)
