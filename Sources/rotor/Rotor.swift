import ArgumentParser

/// The `rotor` command: a static site generator for accessibility pattern documentation.
@main
struct Rotor: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotor",
        abstract: "Build accessibility pattern documentation with computed VoiceOver transcripts.",
        version: "0.1.0",
        subcommands: [BuildCommand.self, CheckCommand.self, InitCommand.self, KotlinCommand.self, PublishCommand.self, ServeCommand.self, TranscriptCommand.self]
    )
}
