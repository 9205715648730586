// swift-tools-version:6.0
import PackageDescription

/// Settings every Swift target shares, applied in one place so no target drifts.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Rotor",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "rotor", targets: ["rotor"]),
        .library(name: "RotorSite", targets: ["RotorSite"]),
        .library(name: "RotorModel", targets: ["RotorModel"]),
        .library(name: "RotorPublish", targets: ["RotorPublish"]),
        .library(name: "RotorServe", targets: ["RotorServe"]),
        .library(name: "RotorKotlin", targets: ["RotorKotlin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.6.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.81.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    ],
    targets: [
        // Parse: the one place that talks to cmark's C API.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(name: "RotorMarkdown", dependencies: ["CCmark"]),

        // Write: the one system call Foundation lacks, an atomic directory exchange.
        .target(name: "CRotorSystem"),

        // Errors: the one located-error type of transcripts, code and the site.
        .target(name: "RotorDiagnostics"),
        // YAML: the one reader of YAML text into located nodes, its errors as diagnostics.
        .target(name: "RotorYAML", dependencies: ["RotorDiagnostics", .product(name: "Yams", package: "Yams")]),

        // Kotlin: tree-sitter's runtime and the Kotlin grammar, compiled from the C files that
        // scripts/install-deps.sh fetches (pinned, checked) into Sources/CTreeSitter/vendor.
        .target(
            name: "CTreeSitter",
            exclude: ["vendor"],
            cSettings: [.headerSearchPath("vendor/runtime/include"), .headerSearchPath("vendor/runtime/src")]
        ),
        // Kotlin: the one wrapper of tree-sitter's C API, parsing Kotlin into immutable Swift nodes.
        .target(name: "RotorKotlin", dependencies: ["CTreeSitter", "RotorDiagnostics"]),

        // Transcripts: pure accessibility model and screen reader, then spec expansion.
        .target(name: "RotorModel", dependencies: ["RotorDiagnostics"]),
        // Code is the model: an article's SwiftUI and UIKit code, read into a scene.
        .target(
            name: "RotorCode",
            dependencies: [
                "RotorModel", "RotorDiagnostics", "RotorKotlin",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]
        ),
        .target(
            name: "RotorTranscripts",
            dependencies: ["RotorModel", "RotorCode", "RotorMarkdown", "RotorDiagnostics", "RotorYAML"],
            resources: [.copy("Phrases")]
        ),

        // Render: Markdown tree and transcripts to HTML.
        .target(name: "RotorHTML", dependencies: ["RotorMarkdown", "RotorTranscripts"]),

        // Render: Swift code samples highlighted with the compiler's own parser.
        .target(
            name: "RotorHighlight",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),

        // Index: the search index, its keys and fragments, from plain text. Foundation only, and the one error type.
        .target(name: "RotorSearch", dependencies: ["RotorDiagnostics"]),

        // Write: digests, manifests, output trees and the atomic swap of a whole site.
        .target(
            name: "RotorOutput",
            dependencies: ["CRotorSystem", "RotorDiagnostics", .product(name: "Crypto", package: "swift-crypto")]
        ),

        // Site: content, plan, render and compose; the rebuild of what an edit touches.
        .target(
            name: "RotorSite",
            dependencies: [
                "RotorMarkdown", "RotorHTML", "RotorTranscripts", "RotorHighlight",
                "RotorSearch", "RotorOutput", "RotorDiagnostics", "RotorYAML",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Scaffold")]
        ),

        // Serve: preview from memory, watch, rebuild and live reload.
        .target(
            name: "RotorServe",
            dependencies: [
                "RotorSite", "RotorOutput", "RotorDiagnostics", "CRotorSystem",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),

        // Publish: the built site into a folder or a git branch, keeping files Rotor did not write.
        .target(name: "RotorPublish", dependencies: ["RotorSite", "RotorOutput", "RotorDiagnostics"]),

        // Commands: thin argument parsing over RotorSite.
        .executableTarget(
            name: "rotor",
            dependencies: [
                "RotorSite", "RotorModel", "RotorTranscripts", "RotorHTML", "RotorServe", "RotorPublish", "RotorDiagnostics",
                "RotorKotlin",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // What the site, serve and publish tests share: a throwaway content folder.
        .target(name: "RotorTesting", path: "Tests/RotorTesting"),

        .testTarget(name: "RotorDiagnosticsTests", dependencies: ["RotorDiagnostics"]),
        .testTarget(name: "RotorYAMLTests", dependencies: ["RotorYAML", "RotorDiagnostics"]),
        .testTarget(name: "RotorModelTests", dependencies: ["RotorModel", "RotorTranscripts"]),
        .testTarget(name: "RotorTranscriptsTests", dependencies: ["RotorTranscripts", "RotorModel", "RotorHTML", "RotorCode", "RotorDiagnostics", "RotorSite", "RotorTesting"]),
        .testTarget(name: "RotorCodeTests", dependencies: ["RotorCode", "RotorTranscripts", "RotorModel", "RotorDiagnostics"]),
        .testTarget(name: "RotorHTMLTests", dependencies: ["RotorHTML", "RotorTranscripts", "RotorModel"]),
        .testTarget(name: "RotorSearchTests", dependencies: ["RotorSearch", "RotorDiagnostics", "RotorTesting"]),
        .testTarget(name: "RotorOutputTests", dependencies: ["RotorOutput", "RotorDiagnostics"]),
        .testTarget(name: "RotorKotlinTests", dependencies: ["RotorKotlin", "RotorDiagnostics"]),
        .testTarget(name: "RotorMarkdownTests", dependencies: ["RotorMarkdown", "RotorHTML"]),
        .testTarget(name: "RotorHighlightTests", dependencies: ["RotorHighlight"]),
        .testTarget(name: "RotorSiteTests", dependencies: ["RotorSite", "RotorSearch", "RotorOutput", "RotorDiagnostics", "RotorYAML", "RotorTesting"], exclude: ["BadInput"]),
        .testTarget(name: "RotorPublishTests", dependencies: ["RotorPublish", "RotorSite", "RotorOutput", "RotorDiagnostics", "RotorTesting"]),
        .testTarget(
            name: "RotorServeTests",
            dependencies: [
                "RotorServe", "RotorSite", "RotorOutput", "RotorDiagnostics", "RotorTesting",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

for target in package.targets where target.type != .system && !["CRotorSystem", "CTreeSitter"].contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + strictSettings
}
