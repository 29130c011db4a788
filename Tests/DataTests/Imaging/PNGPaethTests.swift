import Testing

@testable import Imaging

@Suite struct PNGPaethTests {
    /// Every fifth byte value and the edges, against every upper-left value.
    private static let neighbours =
        Array(stride(from: 0, to: 256, by: 5)) + [1, 127, 128, 254, 255]

    @Test func predict_sixteenLanes_agreesWithTheByteDefinition() {
        var mismatches = 0

        for a in Self.neighbours {
            for b in Self.neighbours {
                for cBase in stride(from: 0, to: 256, by: 16) {
                    let c = SIMD16<UInt8>((0..<16).map { UInt8(cBase + $0) })
                    let lanes = PNGPaeth.predict(
                        SIMD16(repeating: UInt8(a)), SIMD16(repeating: UInt8(b)), c)
                    for lane in 0..<16
                    where Int(lanes[lane]) != PNGPaeth.predict(a, b, cBase + lane) {
                        mismatches += 1
                    }
                }
            }
        }

        #expect(mismatches == 0)
    }

    @Test func predict_byte_followsTheSpecificationsTieRules() {
        #expect(PNGPaeth.predict(10, 10, 10) == 10)
        #expect(PNGPaeth.predict(5, 9, 5) == 9)
        #expect(PNGPaeth.predict(9, 5, 5) == 9)
        #expect(PNGPaeth.predict(0, 255, 255) == 0)
        #expect(PNGPaeth.predict(255, 0, 128) == 128)
    }
}
