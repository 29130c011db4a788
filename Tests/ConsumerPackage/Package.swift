// swift-tools-version: 6.2
import Foundation
import PackageDescription

// NB: a path dependency's identity is its folder's name (a clone may be called anything), so
// it is read from this file's location; a client on a URL writes `package: "cleanapps"`.
let cleanApps = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

/// A second client of CleanApps: its own `Domain` module, three features' kits, TerminalKit;
/// a Water-only executable and tests, whose build `.ci/run` checks holds no module of the
/// other features or of the infrastructure they use; Giveaways over the URLSession client; and
/// a line-mode app running the Water screens from their library (`WaterLineMode`).
let package = Package(
    name: "ConsumerPackage",
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [.package(path: "../..")],
    targets: [
        .target(name: "Domain", path: "Sources/Domain"),
        .target(
            name: "ConsumerFeatures",
            dependencies: [
                "Domain",
                .product(name: "Giveaways", package: cleanApps),
                .product(name: "Water", package: cleanApps),
                .product(name: "Directory", package: cleanApps),
                .product(name: "CleanAppsCore", package: cleanApps),
                .product(name: "TerminalKit", package: cleanApps),
            ],
            path: "Sources/ConsumerFeatures"
        ),
        .testTarget(
            name: "ConsumerFeaturesTests",
            dependencies: [
                "ConsumerFeatures", "Domain",
                .product(name: "CleanAppsTestSupport", package: cleanApps),
                .product(name: "Giveaways", package: cleanApps),
                .product(name: "CleanAppsCore", package: cleanApps),
                .product(name: "URLSessionHTTPKit", package: cleanApps),
            ],
            path: "Tests/ConsumerFeaturesTests"
        ),
        .executableTarget(
            name: "WaterOnly",
            dependencies: [
                .product(name: "Water", package: cleanApps),
                .product(name: "CleanAppsCore", package: cleanApps),
            ],
            path: "Sources/WaterOnly"
        ),
        .executableTarget(
            name: "WaterLineMode",
            dependencies: [
                .product(name: "WaterScreens", package: cleanApps),
                .product(name: "TextScreens", package: cleanApps),
                .product(name: "TerminalKit", package: cleanApps),
                .product(name: "CleanAppsCore", package: cleanApps),
            ],
            path: "Sources/WaterLineMode"
        ),
        .testTarget(
            name: "WaterOnlyTests",
            dependencies: [
                .product(name: "Water", package: cleanApps),
                .product(name: "WaterTestSupport", package: cleanApps),
                .product(name: "CleanAppsTestSupport", package: cleanApps),
            ],
            path: "Tests/WaterOnlyTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
