// swift-tools-version: 6.2
import Foundation
import PackageDescription

// NB: a path dependency's identity is its folder's name (a clone may be called anything), so
// it is read from this file's location; a client on a URL writes `package: "cleanapps"`.
let cleanApps = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .lastPathComponent

/// A second client of CleanApps: its own `Domain` module, three features' kits, TerminalKit.
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
            ],
            path: "Tests/ConsumerFeaturesTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
