// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "CleanApps",
    products: [
        .library(name: "Domain", targets: ["Domain"]),
        .library(name: "Data", targets: ["Data"]),
        .library(name: "Presentation", targets: ["Presentation"]),
        .executable(name: "cleanapps", targets: ["App"]),
    ],
    targets: [
        .target(name: "Domain", path: "Domain"),
        .target(
            name: "Data",
            dependencies: ["Domain"],
            path: "Data",
            resources: [.copy("Resources")]
        ),
        .target(name: "Presentation", dependencies: ["Domain"], path: "Presentation"),
        .executableTarget(
            name: "App",
            dependencies: ["Domain", "Data", "Presentation"],
            path: "App",
            exclude: ["Schemas"]
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["Domain", "Data", "Presentation", "Mocks"],
            path: "Tests/Benchmarks"
        ),
        .target(
            name: "Mocks",
            dependencies: ["Domain", "Data", "Presentation"],
            path: "Mocks"
        ),
        .testTarget(
            name: "DomainTests",
            dependencies: ["Domain", "Mocks"],
            path: "Tests/DomainTests"
        ),
        .testTarget(
            name: "DataTests",
            dependencies: ["Data", "Domain", "Mocks"],
            path: "Tests/DataTests",
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PresentationTests",
            dependencies: ["Presentation", "Domain", "Mocks"],
            path: "Tests/PresentationTests"
        ),
        .testTarget(
            name: "AppTests",
            dependencies: ["App", "Domain", "Data", "Presentation", "Mocks"],
            path: "Tests/AppTests",
            exclude: ["Snapshots"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("ExistentialAny"),
            .enableUpcomingFeature("MemberImportVisibility"),
        ]
}
