import CleanAppsDataCore
import Foundation
import Glibc
import SocketHTTPKit

/// What waiting for a silent server costs, in CPU seconds per second of waiting.
///
/// A loopback listener accepts connections (the kernel completes the handshake) and never
/// answers. Measured: the app's `SocketHTTPClient` waiting out a 2 s deadline, and, for
/// comparison, a bare socket waiting in `poll(2)` for the same time. The client waits in
/// `poll(2)` too, so both should be about zero (URLSession over libcurl cost 1.00 CPU s/s).
@MainActor
enum WaitingBenchmarks {
    static let all: [Benchmark] = [
        Benchmark(name: "waiting.client", run: client),
        Benchmark(name: "waiting.poll", run: poll),
    ]

    private static let wait = Duration.seconds(2)

    static func client(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let listener = try SilentListener()
        defer { listener.close() }
        let client = SocketHTTPClient()
        guard let url = URL(string: "http://127.0.0.1:\(listener.port)/silent") else {
            throw BenchmarkFailure(description: "no URL for port \(listener.port)")
        }
        var samples: [Double] = []
        for _ in 0..<3 {
            samples.append(
                await cpuPerSecond {
                    _ = try? await client.send(HTTPRequest(url: url, deadline: wait))
                })
        }
        return BenchmarkResult(
            name: "SocketHTTPClient waiting on a silent server (CPU s per s)", unit: "CPU s/s",
            budget: 0.05, samples: samples, isReference: true,
            note: "waits in poll(2); URLSession over libcurl measured 1.00")
    }

    static func poll(_ context: BenchmarkContext) async throws -> BenchmarkResult {
        let listener = try SilentListener()
        defer { listener.close() }
        var samples: [Double] = []
        for _ in 0..<3 {
            let socket = try listener.connect()
            defer { Glibc.close(socket) }
            samples.append(
                await cpuPerSecond {
                    var entry = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
                    _ = Glibc.poll(&entry, 1, Int32(wait.components.seconds * 1_000))
                })
        }
        return BenchmarkResult(
            name: "poll(2) waiting on a silent server (CPU s per s)", unit: "CPU s/s",
            budget: 0.05, samples: samples, isReference: true, note: "an asleep wait")
    }

    /// The process's CPU time (user + system) spent during `body`, per second of wall time.
    private static func cpuPerSecond(_ body: () async -> Void) async -> Double {
        let cpuBefore = cpuSeconds()
        let wallBefore = Stopwatch.now()
        await body()
        let wall = Double(Stopwatch.now() - wallBefore) / 1e9
        return wall > 0 ? (cpuSeconds() - cpuBefore) / wall : 0
    }

    private static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
        func seconds(_ time: timeval) -> Double {
            Double(time.tv_sec) + Double(time.tv_usec) / 1e6
        }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

/// A TCP listener on 127.0.0.1 that never accepts or answers: the kernel completes
/// handshakes into its backlog, so clients connect, send and wait.
private struct SilentListener {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && listen(descriptor, 64) == 0
                    && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard descriptor >= 0, bound else {
            throw BenchmarkFailure(description: "no loopback listener: errno \(errno)")
        }
        self.descriptor = descriptor
        port = UInt16(bigEndian: address.sin_port)
    }

    /// A client socket connected to the listener.
    func connect() throws -> Int32 {
        let client = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = port.bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(client, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
        guard client >= 0, connected else {
            throw BenchmarkFailure(description: "could not connect: errno \(errno)")
        }
        return client
    }

    func close() {
        Glibc.close(descriptor)
    }
}
