import Foundation
@testable import RotorSite

/// Script-injection payloads and a site that puts each one everywhere an author's text can go:
/// front matter, headings, link and image targets and text, link titles, reference
/// definitions, raw HTML, code, and the labels and values of four kinds of transcript.
enum EscapingCorpus {
    static let payloads: [String] = [
        "<script>alert(1)</script>",
        "<img src=x onerror=alert(1)>",
        "\"><script>alert(1)</script>",
        "\" onmouseover=\"alert(1)",
        "' onmouseover='alert(1)",
        "\" autofocus onfocus=\"alert(1)",
        "</title><script>alert(1)</script>",
        "<svg onload=alert(1)>",
        "<svg><script>alert(1)</script></svg>",
        "javascript:alert(1)",
        "JaVaScRiPt:alert(1)",
        "java&#x09;script:alert(1)",
        "java\tscript:alert(1)",
        "&#106;avascript:alert(1)",
        " javascript:alert(1)",
        "vbscript:msgbox(1)",
        "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
        "data:image/svg+xml,<svg onload=alert(1)>",
        "<iframe src=javascript:alert(1)></iframe>",
        "<a href=\"javascript:alert(1)\">x</a>",
        "<a href=\"&#x6A;avascript:alert(1)\">x</a>",
        "<body onload=alert(1)>",
        "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
        "<!--<img src=\"--><img src=x onerror=alert(1)//\">",
        "<style>@import 'javascript:alert(1)';</style>",
        "<object data=\"javascript:alert(1)\"></object>",
        "<embed src=\"data:text/html,<script>alert(1)</script>\">",
        "<form action=\"javascript:alert(1)\"><button>x</button></form>",
        "<button formaction=\"javascript:alert(1)\">x</button>",
        "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
        "<base href=\"javascript:alert(1)//\">",
        "<details open ontoggle=alert(1)>",
        "&lt;script&gt;alert(1)&lt;/script&gt;",
        "&#60;script&#62;alert(1)&#60;/script&#62;",
        "<scr<script>ipt>alert(1)</script>",
        "]]><script>alert(1)</script>",
        "</textarea><script>alert(1)</script>",
        "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
        "{{{content}}}{{> partials/header}}<script>alert(1)</script>",
        "<video><source onerror=alert(1)></video>",
        "<a href=\"jav&#x0A;ascript:alert(1)\">x</a>",
        "<xss style=\"behavior:url(x)\">",
    ]

    /// Tags that try to climb out of the output folder or name odd places.
    static let hostileTags = ["../../../etc/passwd", "..", "/", "/abs/path", "a/../../b", "%2e%2e%2f", "C:\\Windows\\System32", "\u{0}nul", "CON"]

    static func yamlQuoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": quoted += "\\\\"
            case "\"": quoted += "\\\""
            case "\t": quoted += "\\t"
            case "\0": quoted += "\\0"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// One article per payload, with the payload in every field, link, image and raw HTML spot.
    static func article(_ payload: String, number: Int) -> String {
        let quoted = yamlQuoted(payload)
        let tags = ([payload] + hostileTags).map(yamlQuoted).joined(separator: ", ")
        let inline = payload.replacingOccurrences(of: "\n", with: " ")
        return """
            ---
            title: \(quoted)
            description: \(quoted)
            tags: [\(tags)]
            ---

            Text: \(inline)

            \(inline)

            ## \(inline)

            [\(inline)](https://example.com/\(inline.replacingOccurrences(of: " ", with: "%20")))
            [angle](<https://example.com/\(inline)>)
            [titled](https://example.com/ok \(yamlQuoted(payload)))
            [reference][r\(number)]

            ![Image \(number) \(inline)](\(inline.replacingOccurrences(of: " ", with: "%20")))
            ![angle](<\(inline)>)

            `\(inline)`

            <div title="\(inline)">\(inline)</div>

            [r\(number)]: <https://example.com/\(inline)>

            ```transcript
            component: slider
            label: \(quoted)
            value: 5
            gestures: [focus, swipe up]
            ```

            ```transcript
            component: tab-bar
            name: \(quoted)
            tabs:
              - {label: \(quoted)}
              - {label: "Home \(number)"}
            gestures: [focus, swipe right]
            ```

            ```transcript
            component: focus-order
            layout:
              vstack:
                - text: \(quoted)
                - button: \(quoted)
            gestures: [focus, swipe right]
            ```

            ```transcript
            component: carousel
            variant: adjustable
            label: \(quoted)
            items:
              - {name: \(quoted), detail: \(quoted)}
              - {name: "Card \(number)", detail: "**** 1234"}
            gestures: [focus, swipe up]
            ```

            """
    }

    static func buildSite() async throws -> TestSite {
        var files: [String: String] = [:]
        for (number, payload) in payloads.enumerated() {
            files["en/attacks/p\(number).md"] = article(payload, number: number)
        }
        files["en/attacks/index.md"] = "---\ntitle: \(yamlQuoted(payloads[0]))\ndescription: \(yamlQuoted(payloads[2]))\n---\n\n\(payloads[1])\n"
        let config = """
            title: \(yamlQuoted("</title><script>alert(1)</script>"))
            base_url: https://example.org/docs/
            languages:
              - {code: en, name: \(yamlQuoted("<img src=x onerror=alert(1)>"))}
            """
        let site = try TestSite(files, config: config)
        _ = try await site.build()
        return site
    }
}
