import CleanAppsTestSupport
import Foundation
import Testing

/// Seeded fuzzing of one in-memory decoder: `cases` mutations of one document from
/// ``JSONMutator``, each decoded once.
struct DecoderFuzz {
    let cases: Int
    let seed: UInt64
    /// Whether `error` is one the decoder is documented to throw.
    let isTyped: (any Error) -> Bool

    /// Runs `decode` on every mutation; returns how many failed with a typed error and
    /// records an issue (with the seed and case number to reproduce it) for any other.
    func failures(of document: Data, decode: (Data) async throws -> Void) async -> Int {
        await onDedicatedThread {
            var mutator = JSONMutator(seed: seed)
            var failures = 0
            for number in 0..<cases {
                do {
                    try await decode(mutator.mutate(document))
                } catch  where isTyped(error) {
                    failures += 1
                } catch {
                    Issue.record("case \(number) (seed \(seed)) failed untyped: \(error)")
                }
            }
            return failures
        }
    }
}
