import CleanAppsDataCore
import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
#if canImport(Security)
    import Security
#endif

/// The one delegate of the client's session: routes each task's callbacks to its exchange,
/// never lets a response into a cache, and (on Apple's platforms) trusts the configured extra
/// certificates.
final class URLSessionExchangeDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private let exchanges = Mutex<[Int: URLSessionExchange]>([:])
    /// Whether the session is being invalidated (and its tasks cancelled).
    private let invalidated = Atomic(false)
    private let trustedCertificatesFile: String?

    init(trustedCertificatesFile: String?) {
        self.trustedCertificatesFile = trustedCertificatesFile
    }

    /// Routes `task`'s callbacks to `exchange` until the task completes.
    func register(_ exchange: URLSessionExchange, for task: URLSessionTask) {
        exchanges.withLock { $0[task.taskIdentifier] = exchange }
    }

    /// Answers no redirect any more: the session is about to cancel every task (call on the
    /// session's delegate queue, just before `invalidateAndCancel()`).
    func invalidate() {
        invalidated.store(true, ordering: .sequentiallyConsistent)
    }

    /// Stops routing `task`'s callbacks (for a task that never ran).
    func unregister(_ task: URLSessionTask) {
        _ = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
    }

    private func exchange(for task: URLSessionTask) -> URLSessionExchange? {
        exchanges.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @Sendable @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        // NB: FoundationNetworking ignores `.cancel` here; a refusing exchange cancels the task.
        let allowed = exchange(for: dataTask)?.receive(response) ?? false
        completionHandler(allowed ? .allow : .cancel)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        exchange(for: dataTask)?.receive(data)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @Sendable @escaping (URLRequest?) -> Void
    ) {
        guard !invalidated.load(ordering: .sequentiallyConsistent) else { return }
        switch exchange(for: task)?.redirect(response) ?? .answer(nil) {
        case .answer(let next): completionHandler(next)
        case .withhold:
            // NB: the task's cancel is on its way (and ends it); answering after it would trap
            // in FoundationNetworking (see `URLSessionExchange`).
            break
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask,
        willCacheResponse proposedResponse: CachedURLResponse,
        completionHandler: @Sendable @escaping (CachedURLResponse?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
    ) {
        let exchange = exchanges.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        exchange?.complete(error: error, response: task.response)
    }

    #if canImport(Security)
        // NB: Apple's platforms only (not compiled on Linux, where FoundationNetworking raises
        // no server-trust challenge and libcurl checks the system's CA bundle alone). The
        // trust URLSession made already holds the SSL policy for the host name; the file's
        // certificates are added as anchors beside the system's.
        func urlSession(
            _ session: URLSession, didReceive challenge: URLAuthenticationChallenge,
            completionHandler:
                @Sendable @escaping (URLSession.AuthChallengeDisposition, URLCredential?)
                -> Void
        ) {
            guard let trustedCertificatesFile,
                challenge.protectionSpace.authenticationMethod
                    == NSURLAuthenticationMethodServerTrust,
                let trust = challenge.protectionSpace.serverTrust
            else {
                completionHandler(.performDefaultHandling, nil)
                return
            }
            let anchors = Self.certificates(inPEMFile: trustedCertificatesFile)
            guard !anchors.isEmpty,
                SecTrustSetAnchorCertificates(trust, anchors as CFArray) == errSecSuccess,
                SecTrustSetAnchorCertificatesOnly(trust, false) == errSecSuccess,
                SecTrustEvaluateWithError(trust, nil)
            else {
                completionHandler(.cancelAuthenticationChallenge, nil)
                return
            }
            completionHandler(.useCredential, URLCredential(trust: trust))
        }

        /// The certificates of a PEM file (every `BEGIN CERTIFICATE` block); empty when the file
        /// cannot be read.
        private static func certificates(inPEMFile path: String) -> [SecCertificate] {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
            let begin = "-----BEGIN CERTIFICATE-----"
            let end = "-----END CERTIFICATE-----"
            return text.components(separatedBy: begin).dropFirst().compactMap { block in
                guard let base64 = block.components(separatedBy: end).first,
                    let der = Data(
                        base64Encoded: base64, options: .ignoreUnknownCharacters)
                else { return nil }
                return SecCertificateCreateWithData(nil, der as CFData)
            }
        }
    #endif
}
