// swift-tools-version: 6.2
import PackageDescription

/// The five features; each has a Domain, Data and Presentation target and a composition kit,
/// named feature first: `GiveawaysDomain`, `GiveawaysData`, `GiveawaysPresentation`, `GiveawaysKit`.
let features = ["Giveaways", "Campaigns", "Marketing", "Directory", "Water"]
/// Features whose Data target bundles files (`Data/<Feature>/Resources`).
let featuresWithResources: Set<String> = [
    "Giveaways", "Campaigns", "Marketing", "Directory", "Water",
]
/// Extra core targets a feature's Data target uses.
let extraDataDependencies: [String: [Target.Dependency]] = [
    "Directory": ["ArchiveKit"], "Campaigns": ["ImagingKit"],
]
/// Features with a composition kit (`Kits/<Feature>`).
let featuresWithKits = ["Giveaways", "Campaigns", "Marketing", "Directory", "Water"]

let coreTargets: [Target] = [
    .target(name: "CleanAppsCore", path: "Domain/Common"),
    .target(
        name: "CleanAppsDataCore", dependencies: ["CleanAppsCore", "ArchiveKit"],
        path: "Data/Common"
    ),
    .target(name: "ArchiveKit", path: "Data/Archive"),
    .target(name: "ImagingKit", dependencies: ["ArchiveKit"], path: "Data/Imaging"),
    .target(
        name: "CleanAppsPresentationCore",
        dependencies: ["CleanAppsCore"],
        path: "Presentation/Common"
    ),
    .target(name: "TerminalKit", path: "App/Terminal"),
]

let featureTargets: [Target] = features.flatMap { feature -> [Target] in
    [
        .target(
            name: "\(feature)Domain",
            dependencies: ["CleanAppsCore"],
            path: "Domain/\(feature)"
        ),
        .target(
            name: "\(feature)Data",
            dependencies: ["CleanAppsCore", "CleanAppsDataCore", .target(name: "\(feature)Domain")]
                + (extraDataDependencies[feature] ?? []),
            path: "Data/\(feature)",
            resources: featuresWithResources.contains(feature) ? [.copy("Resources")] : []
        ),
        .target(
            name: "\(feature)Presentation",
            dependencies: [
                "CleanAppsCore", "CleanAppsPresentationCore", .target(name: "\(feature)Domain"),
            ],
            path: "Presentation/\(feature)"
        ),
    ]
}

let kitTargets: [Target] = featuresWithKits.map { feature in
    .target(
        name: "\(feature)Kit",
        dependencies: [
            "CleanAppsCore", "CleanAppsDataCore", "CleanAppsPresentationCore",
            .target(name: "\(feature)Domain"), .target(name: "\(feature)Data"),
            .target(name: "\(feature)Presentation"),
        ],
        path: "Kits/\(feature)"
    )
}

let allLayerModules: [Target.Dependency] =
    [
        "CleanAppsCore", "CleanAppsDataCore", "ArchiveKit", "ImagingKit",
        "CleanAppsPresentationCore",
    ]
    + features.flatMap { feature -> [Target.Dependency] in
        [
            .target(name: "\(feature)Domain"), .target(name: "\(feature)Data"),
            .target(name: "\(feature)Presentation"),
        ]
    }

let package = Package(
    name: "CleanApps",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(
            name: "CleanAppsCore",
            targets: ["CleanAppsCore", "CleanAppsDataCore", "CleanAppsPresentationCore"]
        ),
        .library(name: "ArchiveKit", targets: ["ArchiveKit"]),
        .library(name: "ImagingKit", targets: ["ImagingKit"]),
        .library(name: "TerminalKit", targets: ["TerminalKit"]),
        .library(name: "CleanAppsTestSupport", targets: ["CleanAppsTestSupport"]),
        .executable(name: "cleanapps", targets: ["App"]),
    ]
        + features.map { feature in
            .library(
                name: feature,
                targets: ["\(feature)Domain", "\(feature)Data", "\(feature)Presentation"]
                    + (featuresWithKits.contains(feature) ? ["\(feature)Kit"] : [])
            )
        },
    targets: coreTargets + featureTargets + kitTargets + [
        .executableTarget(
            name: "App",
            dependencies: allLayerModules + ["TerminalKit"]
                + featuresWithKits.map { .target(name: "\($0)Kit") },
            path: "App",
            exclude: ["Terminal", "Schemas"]
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: allLayerModules + ["CleanAppsTestSupport"],
            path: "Tests/Benchmarks"
        ),
        .target(
            name: "CleanAppsTestSupport",
            dependencies: allLayerModules,
            path: "Mocks"
        ),
        .testTarget(
            name: "DomainTests",
            dependencies: allLayerModules + ["CleanAppsTestSupport"],
            path: "Tests/DomainTests"
        ),
        .testTarget(
            name: "DataTests",
            dependencies: allLayerModules + ["CleanAppsTestSupport"],
            path: "Tests/DataTests",
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PresentationTests",
            dependencies: allLayerModules + ["CleanAppsTestSupport"],
            path: "Tests/PresentationTests"
        ),
        .testTarget(
            name: "KitsTests",
            dependencies: allLayerModules + ["CleanAppsTestSupport"]
                + featuresWithKits.map { .target(name: "\($0)Kit") },
            path: "Tests/KitsTests"
        ),
        .testTarget(
            name: "AppTests",
            dependencies: allLayerModules + ["App", "TerminalKit", "CleanAppsTestSupport"]
                + featuresWithKits.map { .target(name: "\($0)Kit") },
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
