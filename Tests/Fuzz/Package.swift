// swift-tools-version:6.0
import PackageDescription

/// libFuzzer targets for Rotor's parsers, kept out of the main package because they only link
/// with `-sanitize=fuzzer`. Run them with `make fuzz` from the repository root.
///
/// The targets use `@testable import`, which debug builds allow, to reach the internal request
/// path type the preview server checks every URL with.
let package = Package(
    name: "RotorFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "Rotor", path: "../..")],
    targets: [
        .target(name: "FuzzDriver"),
        .executableTarget(name: "FuzzFrontMatter", dependencies: [
            "FuzzDriver", .product(name: "RotorSite", package: "Rotor"),
        ]),
        .executableTarget(name: "FuzzMarkdown", dependencies: [
            "FuzzDriver", .product(name: "RotorSite", package: "Rotor"),
        ]),
        .executableTarget(name: "FuzzExpectUpdate", dependencies: [
            "FuzzDriver", .product(name: "RotorSite", package: "Rotor"),
        ]),
        .executableTarget(name: "FuzzScene", dependencies: [
            "FuzzDriver", .product(name: "RotorSite", package: "Rotor"),
        ]),
        .executableTarget(name: "FuzzSwiftCode", dependencies: [
            "FuzzDriver", .product(name: "RotorSite", package: "Rotor"),
        ]),
        .executableTarget(name: "FuzzKotlin", dependencies: [
            "FuzzDriver", .product(name: "RotorKotlin", package: "Rotor"),
        ]),
        .executableTarget(name: "FuzzCompose", dependencies: [
            "FuzzDriver", .product(name: "RotorSite", package: "Rotor"),
        ]),
        .executableTarget(name: "FuzzRequestPath", dependencies: [
            "FuzzDriver", .product(name: "RotorServe", package: "Rotor"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
