/// The `Host` values the preview answers to, which is what blocks DNS rebinding.
///
/// A page on an attacker's domain can point that domain at 127.0.0.1, but the browser still
/// sends the attacker's name as `Host`. Only loopback names are accepted, with or without a
/// port, plus the address given with `--host` when it is a literal address and not a wildcard.
struct HostAllowList: Sendable {
    private var names: Set<String> = ["localhost", "127.0.0.1", "[::1]"]

    init(boundHost: String? = nil) {
        guard let boundHost, !Self.isWildcard(boundHost) else { return }
        let name = boundHost.lowercased()
        names.insert(name.contains(":") && !name.hasPrefix("[") ? "[\(name)]" : name)
    }

    /// Whether `host` means every interface rather than one address.
    static func isWildcard(_ host: String) -> Bool {
        ["0.0.0.0", "::", "[::]"].contains(host)
    }

    /// Whether a `Host` header value names this server.
    func allows(_ host: String) -> Bool {
        var name = Substring(host.lowercased())
        if let colon = name.lastIndex(of: ":"), !name[colon...].contains("]") {
            let port = name[name.index(after: colon)...]
            guard !port.isEmpty, port.count <= 5, port.allSatisfy(\.isASCII), port.allSatisfy(\.isNumber) else {
                return false
            }
            name = name[..<colon]
        }
        return names.contains(String(name))
    }
}
