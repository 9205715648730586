import ArgumentParser
import Foundation
import RotorServe

/// `rotor serve`: preview the site from memory, rebuilding and reloading on every save.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site: build it (never into the output folder), serve it locally, rebuild on every save and reload the browser.")

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: ArgumentHelp("The port to listen on; 0 picks a free one.", valueName: "n"))
    var port: Int = 8080

    @Option(name: .long, help: ArgumentHelp("The address to listen on. Anything but loopback lets other machines connect.", valueName: "addr"))
    var host: String = "127.0.0.1"

    @Option(name: .long, help: ArgumentHelp("How to notice saves: auto, inotify or polling.", valueName: "mode"))
    var watch: WatchMode = .auto

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, not \(port)") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
        if site.baseURL != nil {
            throw ValidationError("--base-url does not apply to serve: the preview always serves the site at /")
        }
    }

    func run() async throws {
        let options = ServeOptions(build: site.buildOptions(output: "site"), host: host, port: port, watchMode: watch)
        do {
            try await ServeAction(options: options, logger: site.logger).run { event in
                // Written unbuffered, so the lines appear at once even when piped.
                if event.isProblem {
                    DiagnosticReporter.printError(event.description)
                } else {
                    FileHandle.standardOutput.write(Data((event.description + "\n").utf8))
                }
            }
        } catch {
            throw DiagnosticReporter.fail(error, wrote: false)
        }
    }
}

extension WatchMode: ExpressibleByArgument {}
