import Foundation

/// A self-signed test certificate and its private key, for the loopback TLS server (test
/// material only: never trusted outside the tests that pass it explicitly).
///
/// Made with the `openssl` CLI, valid 100 years:
/// `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 36500
/// -subj "/CN=localhost/O=CleanApps tests"
/// -addext "subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1" -keyout key.pem -out cert.pem`
/// (and `CN=other.invalid`, `subjectAltName=DNS:other.invalid` for ``otherHost``).
public struct TestCertificate: Sendable {
    /// A short name, used for the files written.
    public let name: String
    /// The certificate, PEM.
    public let certificatePEM: String
    /// Its private key, PEM.
    public let privateKeyPEM: String

    /// Valid for `localhost`, `127.0.0.1` and `::1`.
    public static let loopback = TestCertificate(
        name: "loopback",
        certificatePEM: """
            -----BEGIN CERTIFICATE-----
            MIIB4jCCAYigAwIBAgIUHZo6rxLmDyOOyqftcX1SiaMYfhIwCgYIKoZIzj0EAwIw
            LjESMBAGA1UEAwwJbG9jYWxob3N0MRgwFgYDVQQKDA9DbGVhbkFwcHMgdGVzdHMw
            IBcNMjYxMTI1MTcxMjA5WhgPMjEyNjExMDExNzEyMDlaMC4xEjAQBgNVBAMMCWxv
            Y2FsaG9zdDEYMBYGA1UECgwPQ2xlYW5BcHBzIHRlc3RzMFkwEwYHKoZIzj0CAQYI
            KoZIzj0DAQcDQgAE6sfPKYjGVpmvnCDujl6oqnWQ2w4FaAPD4pA8wPc6RzTpniwO
            4mbRMmCTjJoz5MIffOLS2Ii6JgwFIcrht+eqIqOBgTB/MB0GA1UdDgQWBBQ3BIGB
            tiQFFo3FZd7ULaW9/yg/kjAfBgNVHSMEGDAWgBQ3BIGBtiQFFo3FZd7ULaW9/yg/
            kjAPBgNVHRMBAf8EBTADAQH/MCwGA1UdEQQlMCOCCWxvY2FsaG9zdIcEfwAAAYcQ
            AAAAAAAAAAAAAAAAAAAAATAKBggqhkjOPQQDAgNIADBFAiEAihAhHh4ZFKG2KAvu
            ZNdNP8fpS/oqaUacAfLEwgqKu1sCIBwDYsOQRllj/vQyCbVJsX/GANJxZPefha41
            4O1c29et
            -----END CERTIFICATE-----
            """,
        privateKeyPEM: """
            -----BEGIN PRIVATE KEY-----
            MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgTmMyHFEPIt5LYuEm
            w9vEVFePruo+V7Nu/5usx+5oPbOhRANCAATqx88piMZWma+cIO6OXqiqdZDbDgVo
            A8PikDzA9zpHNOmeLA7iZtEyYJOMmjPkwh984tLYiLomDAUhyuG356oi
            -----END PRIVATE KEY-----
            """)

    /// Valid only for `other.invalid`: a client asking for 127.0.0.1 must refuse it.
    public static let otherHost = TestCertificate(
        name: "other-host",
        certificatePEM: """
            -----BEGIN CERTIFICATE-----
            MIIB1TCCAXugAwIBAgIUTG9FtB2CXLhLTt2uk4Z+klS9iH0wCgYIKoZIzj0EAwIw
            MjEWMBQGA1UEAwwNb3RoZXIuaW52YWxpZDEYMBYGA1UECgwPQ2xlYW5BcHBzIHRl
            c3RzMCAXDTI2MTEyNTE3MTIwOVoYDzIxMjYxMTAxMTcxMjA5WjAyMRYwFAYDVQQD
            DA1vdGhlci5pbnZhbGlkMRgwFgYDVQQKDA9DbGVhbkFwcHMgdGVzdHMwWTATBgcq
            hkjOPQIBBggqhkjOPQMBBwNCAARXlswCD7jmbk0O6vMiknX+/lmav0ZvwHJNALl5
            /3srfUgSAs6UVoBq3XInf/xtzx89254OyaBXKgC3ylWuj0ARo20wazAdBgNVHQ4E
            FgQUx9GOIN4asp2/wtRo+TftlGGClCUwHwYDVR0jBBgwFoAUx9GOIN4asp2/wtRo
            +TftlGGClCUwDwYDVR0TAQH/BAUwAwEB/zAYBgNVHREEETAPgg1vdGhlci5pbnZh
            bGlkMAoGCCqGSM49BAMCA0gAMEUCIF+3p4rxaLU82zdaNDa+ON0bTZnsNRefnu6F
            XkD6xAUwAiEA+H8O3rRQcqBkH+4C0hNr9HaMB8/8QZZj4Na1r3keqeY=
            -----END CERTIFICATE-----
            """,
        privateKeyPEM: """
            -----BEGIN PRIVATE KEY-----
            MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgaNrpi77iXKo/6DGA
            UlwKfDUUmVLc6/A6Y6VpdA6ofvihRANCAARXlswCD7jmbk0O6vMiknX+/lmav0Zv
            wHJNALl5/3srfUgSAs6UVoBq3XInf/xtzx89254OyaBXKgC3ylWuj0AR
            -----END PRIVATE KEY-----
            """)

    /// Writes the certificate into `folder` and returns its path (a CA file for the client).
    public func certificateFile(in folder: URL) throws -> String {
        try write(certificatePEM, to: folder.appendingPathComponent("\(name)-cert.pem"))
    }

    /// Writes the private key into `folder` and returns its path.
    public func privateKeyFile(in folder: URL) throws -> String {
        try write(privateKeyPEM, to: folder.appendingPathComponent("\(name)-key.pem"))
    }

    private func write(_ pem: String, to file: URL) throws -> String {
        try Data((pem + "\n").utf8).write(to: file)
        return file.path
    }
}
