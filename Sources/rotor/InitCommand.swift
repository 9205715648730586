import ArgumentParser
import Foundation
import RotorSite

/// `rotor init DIR`: a new site that builds as it is.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new site: site.yml, a sample article per language and the default templates.")

    @Argument(help: ArgumentHelp("The folder to create; it must not exist or must be empty.", valueName: "dir"))
    var directory: String

    func run() throws {
        do {
            let created = try ScaffoldAction(destination: URL(fileURLWithPath: directory)).run()
            print("""
            Created a new site in \(directory) (\(created) files). Next:
              cd \(directory)
              rotor serve     preview at http://127.0.0.1:8080/, reloading as you save
              Write articles in Content/<language>/<section>/NAME.md; transcripts are ```transcript blocks
              (every key, gesture and phrase is on the new site's Reference pages).
              rotor build     write the finished site into site/
            """)
        } catch {
            throw DiagnosticReporter.fail(error)
        }
    }
}
