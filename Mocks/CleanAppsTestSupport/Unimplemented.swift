import Testing

/// The error a spy throws for a call the test did not set up; it also records a test issue.
public struct Unimplemented: Error, CustomStringConvertible {
    /// Names the call that was not set up.
    public let description: String

    /// Records an issue naming `method` and returns the error to throw.
    public static func call(
        _ method: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Unimplemented {
        Issue.record("Unimplemented: \(method) was called", sourceLocation: sourceLocation)
        return Unimplemented(description: "\(method) is not implemented in this test")
    }
}
