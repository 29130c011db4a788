// swift-tools-version: 6.2
import PackageDescription

/// The five features; each has a Domain, Data and Presentation target, a composition kit, its
/// text screens and a test-support library, named feature first: `GiveawaysDomain`,
/// `GiveawaysData`, `GiveawaysPresentation`, `GiveawaysKit`, `GiveawaysScreens`,
/// `GiveawaysTestSupport`.
let features = ["Giveaways", "Campaigns", "Marketing", "Directory", "Water"]
/// Features whose Data target bundles files (`Data/<Feature>/Resources`).
let featuresWithResources: Set<String> = [
    "Giveaways", "Campaigns", "Marketing", "Directory", "Water",
]
/// The infrastructure libraries a feature's Data target uses beyond the data core.
let extraDataDependencies: [String: [Target.Dependency]] = [
    "Directory": ["SpreadsheetKit"], "Campaigns": ["ImagingKit", "RasterKit"],
]
/// Features that talk to a server: their kits take the platform's live HTTP client.
let featuresOnTheNetwork: Set<String> = ["Giveaways", "Campaigns", "Marketing"]
/// Apple's platforms, where the live HTTP client is URLSession's.
let applePlatforms: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst]

/// The shared cores and the infrastructure libraries, one folder a module.
let coreTargets: [Target] = [
    .target(name: "CleanAppsCore", path: "Domain/Common"),
    .target(name: "CleanAppsDataCore", dependencies: ["CleanAppsCore"], path: "Data/Common"),
    .target(name: "ArchiveKit", path: "Data/Archive"),
    .target(name: "ImagingKit", dependencies: ["ArchiveKit"], path: "Data/Imaging"),
    .target(name: "RasterKit", dependencies: ["ImagingKit"], path: "Data/Raster"),
    .target(name: "SpreadsheetKit", dependencies: ["ArchiveKit"], path: "Data/Spreadsheet"),
    .target(name: "OpenSSLLoader", dependencies: ["CleanAppsDataCore"], path: "Data/OpenSSL"),
    .target(
        name: "SocketHTTPKit", dependencies: ["CleanAppsDataCore", "OpenSSLLoader"],
        path: "Data/SocketHTTP"
    ),
    .target(
        name: "URLSessionHTTPKit", dependencies: ["CleanAppsDataCore"], path: "Data/URLSessionHTTP"),
    // NB: the one place the live client is chosen: sockets and OpenSSL on Linux (no libcurl
    // linked), URLSession on Apple's platforms.
    .target(
        name: "LiveHTTPKit",
        dependencies: [
            "CleanAppsDataCore",
            .target(name: "SocketHTTPKit", condition: .when(platforms: [.linux])),
            .target(name: "URLSessionHTTPKit", condition: .when(platforms: applePlatforms)),
        ],
        path: "Data/LiveHTTP"
    ),
    .target(
        name: "CleanAppsPresentationCore",
        dependencies: ["CleanAppsCore"],
        path: "Presentation/Common"
    ),
    .target(name: "TerminalKit", path: "App/Terminal"),
    .target(
        name: "TextCommands",
        dependencies: [
            "CleanAppsCore", "CleanAppsDataCore", "CleanAppsPresentationCore", "TerminalKit",
        ],
        path: "App/TextCommands"
    ),
    .target(
        name: "TextScreens",
        dependencies: [
            "CleanAppsCore", "CleanAppsDataCore", "CleanAppsPresentationCore", "TerminalKit",
            "TextCommands",
        ],
        path: "App/TextScreens"
    ),
    .target(
        name: "CleanAppsTestSupport",
        dependencies: [
            "CleanAppsCore", "CleanAppsDataCore", "CleanAppsPresentationCore", "OpenSSLLoader",
        ],
        path: "Mocks/Common"
    ),
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
        .target(
            name: "\(feature)Kit",
            dependencies: [
                "CleanAppsCore", "CleanAppsDataCore", "CleanAppsPresentationCore",
                .target(name: "\(feature)Domain"), .target(name: "\(feature)Data"),
                .target(name: "\(feature)Presentation"),
            ] + (featuresOnTheNetwork.contains(feature) ? ["LiveHTTPKit"] : []),
            path: "App/Kits/\(feature)"
        ),
        .target(
            name: "\(feature)Screens",
            dependencies: [
                "CleanAppsCore", "CleanAppsDataCore", "CleanAppsPresentationCore", "TerminalKit",
                "TextCommands", "TextScreens", .target(name: "\(feature)Domain"),
                .target(name: "\(feature)Data"), .target(name: "\(feature)Presentation"),
                .target(name: "\(feature)Kit"),
            ] + (extraDataDependencies[feature] ?? []),
            path: "App/\(feature)Screens"
        ),
        .target(
            name: "\(feature)TestSupport",
            dependencies: [
                "CleanAppsCore", "CleanAppsDataCore", "CleanAppsPresentationCore",
                "CleanAppsTestSupport", .target(name: "\(feature)Domain"),
                .target(name: "\(feature)Data"), .target(name: "\(feature)Presentation"),
            ] + (extraDataDependencies[feature] ?? []),
            path: "Mocks/\(feature)"
        ),
    ]
}

/// Every library module: the test targets and the benchmarks see them all.
let allLibraryModules: [Target.Dependency] =
    [
        "CleanAppsCore", "CleanAppsDataCore", "ArchiveKit", "ImagingKit", "RasterKit",
        "SpreadsheetKit", "OpenSSLLoader", "SocketHTTPKit", "URLSessionHTTPKit", "LiveHTTPKit",
        "CleanAppsPresentationCore", "CleanAppsTestSupport", "TerminalKit", "TextCommands",
        "TextScreens",
    ]
    + features.flatMap { feature -> [Target.Dependency] in
        ["Domain", "Data", "Presentation", "Kit", "Screens", "TestSupport"].map {
            .target(name: "\(feature)\($0)")
        }
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
        .library(name: "RasterKit", targets: ["RasterKit"]),
        .library(name: "SpreadsheetKit", targets: ["SpreadsheetKit"]),
        .library(name: "SocketHTTPKit", targets: ["SocketHTTPKit"]),
        .library(name: "URLSessionHTTPKit", targets: ["URLSessionHTTPKit"]),
        .library(name: "TerminalKit", targets: ["TerminalKit"]),
        .library(name: "TextCommands", targets: ["TextCommands"]),
        .library(name: "TextScreens", targets: ["TextScreens"]),
        .library(name: "CleanAppsTestSupport", targets: ["CleanAppsTestSupport"]),
        .executable(name: "cleanapps", targets: ["App"]),
    ]
        + features.flatMap { feature -> [Product] in
            [
                .library(
                    name: feature,
                    targets: ["Domain", "Data", "Presentation", "Kit"].map { "\(feature)\($0)" }
                ),
                .library(name: "\(feature)Screens", targets: ["\(feature)Screens"]),
                .library(name: "\(feature)TestSupport", targets: ["\(feature)TestSupport"]),
            ]
        },
    targets: coreTargets + featureTargets + [
        .executableTarget(
            name: "App",
            dependencies: [
                "CleanAppsCore", "CleanAppsDataCore", "SocketHTTPKit", "TerminalKit",
                "TextCommands", "TextScreens", "CampaignsData",
            ] + features.map { .target(name: "\($0)Screens") },
            path: "App/Main"
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: allLibraryModules,
            path: "Tests/Benchmarks"
        ),
        .testTarget(
            name: "DomainTests",
            dependencies: allLibraryModules,
            path: "Tests/DomainTests"
        ),
        .testTarget(
            name: "DataTests",
            dependencies: allLibraryModules,
            path: "Tests/DataTests",
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PresentationTests",
            dependencies: allLibraryModules,
            path: "Tests/PresentationTests"
        ),
        .testTarget(
            name: "KitsTests",
            dependencies: allLibraryModules,
            path: "Tests/KitsTests"
        ),
        .testTarget(
            name: "AppTests",
            dependencies: allLibraryModules + ["App"],
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
