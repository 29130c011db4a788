import Foundation
import Testing

@testable import App

@Suite struct ProcessEnvironmentTests {
    @Test func variables_everyName_hasGetenvsValue() throws {
        let variables = ProcessEnvironment.variables()

        #expect(!variables.isEmpty)
        for (name, value) in variables {
            let read = try #require(getenv(name), "\(name) is not in the environment")
            #expect(String(cString: read) == value, "\(name)")
        }
    }

    @Test func variables_valueWithEqualsSigns_keepsThemAll() {
        setenv("CLEANAPPS_PROCESS_ENVIRONMENT_TEST", "a=b=c ✓", 1)
        defer { unsetenv("CLEANAPPS_PROCESS_ENVIRONMENT_TEST") }

        #expect(ProcessEnvironment.variables()["CLEANAPPS_PROCESS_ENVIRONMENT_TEST"] == "a=b=c ✓")
    }
}
