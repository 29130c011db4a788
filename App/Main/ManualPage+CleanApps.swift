import TextCommands

extension ManualPage {
    /// The manual `cleanapps help --man` prints.
    static var cleanApps: ManualPage {
        ManualPage(
            catalog: CommandCatalog.self,
            description:
                "Without an app the main menu opens; with only an app, that app's screens. "
                + "APP COMMAND runs one scriptable command and exits; commands that print "
                + "data take --json, described by the schemas in App/Schemas.",
            environment: [
                ("CLEANAPPS_DATA_DIR", "The data directory, as --data-dir (the flag wins)."),
                ("XDG_DATA_HOME, XDG_CACHE_HOME", "Base directories (absolute paths only)."),
                ("CLEANAPPS_GAMERPOWER_URL", "A GamerPower-compatible API root."),
                ("CLEANAPPS_MONOBANK_URL", "A monobank-compatible jar handler."),
                ("CLEANAPPS_NPOINT_URL", "An npoint-compatible base for the Marketing documents."),
                ("NO_COLOR, CLICOLOR_FORCE, TERM", "Colour rules; --color and --no-color win."),
                (
                    "SSL_CERT_FILE, SSL_CERT_DIR",
                    "Trusted certificates for https (OpenSSL's own otherwise)."
                ),
            ],
            files: [
                ("$XDG_DATA_HOME/cleanapps", "The data (default ~/.local/share/cleanapps)."),
                (
                    "$XDG_CACHE_HOME/cleanapps",
                    "The last good API responses (default ~/.cache/cleanapps)."
                ),
            ],
            examples: [
                "cleanapps giveaways list --platform steam --sort value",
                "cleanapps --offline directory search 홍길 --json",
                "source <(cleanapps completions bash)",
                "cleanapps help --man | man -l -",
            ])
    }
}
