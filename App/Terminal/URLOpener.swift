/// Opens web addresses in the user's browser.
///
/// Live: ``XdgOpenURLOpener``. Tests: a recording double. Only a checked ``WebAddress``
/// can be opened, so `javascript:`, `file:` and the like never reach a browser.
public protocol URLOpener: Sendable {
    /// Starts opening `address` and returns without waiting for the browser.
    ///
    /// Throws ``URLOpenError`` when no opener exists or it cannot be started.
    func open(_ address: WebAddress) throws
}

extension URLOpener {
    /// Checks `text` as a ``WebAddress`` and opens it.
    ///
    /// Throws ``URLOpenError`` when the address is refused (nothing is started then) or
    /// cannot be opened.
    public func open(_ text: String) throws {
        try open(WebAddress(text))
    }
}
