import TextCommands
import WaterDomain

extension WaterCommands {
    /// The Water commands, each declared once: help, completions, the manual and the parser
    /// all read these.
    static let commands: [any ScriptedCommand<WaterCommands>.Type] = [
        List.self, Show.self, Clean.self, Reset.self, Undo.self,
    ]

    /// The Water app as help, completions and the manual show it.
    public static let description = AppDescription(
        name: "water", summary: "Clean contaminated water sources step by step.",
        options: [
            .flag("preview", "Use three sample sources in memory and write nothing.")
        ],
        commands: commands.map { $0.description },
        notes: [
            """
            --preview may stand anywhere after 'water'. Without a command the Water screens \
            open; --preview uses three sample sources in memory and writes nothing.
            """
        ])

    private static let idArgument = Argument(
        CommandPositional(
            name: "ID", help: "A source's id, as list prints it first.", completion: .ids)
    ) { WaterSource.ID($0) }

    private static let yes = Flag("yes", "Do not ask.")

    /// `water list [--json]`.
    struct List: ScriptedCommand {
        static let description = CommandDescription(
            name: "list", summary: "List the water sources and how clean they are.",
            options: [Flag.json.described], example: "water list --json")
        let asJSON: Bool

        init(_ arguments: CommandArguments) { asJSON = arguments.has(.json) }
        func run(on runner: WaterCommands) async throws -> ExitCode { try await runner.list(self) }
    }

    /// `water show ID [--json]`.
    struct Show: ScriptedCommand {
        static let description = CommandDescription(
            name: "show", summary: "Show one water source.", positionals: [idArgument.described],
            options: [Flag.json.described], example: "water --preview show 1")
        let id: WaterSource.ID
        let asJSON: Bool

        init(_ arguments: CommandArguments) throws {
            id = try arguments.value(WaterCommands.idArgument)
            asJSON = arguments.has(.json)
        }
        func run(on runner: WaterCommands) async throws -> ExitCode { try await runner.show(self) }
    }

    /// `water clean ID --step STEP`.
    struct Clean: ScriptedCommand {
        // NB: a step that is no step is bad input data (exit 65), as it was before the
        // commands were declared.
        static let step = Option(
            "step", .oneOf(["boil", "disinfect", "filter", "all"]), "The step to apply."
        ) { text in
            guard let step = SanitizationStep(rawValue: text.lowercased()) else {
                throw UnknownStep(name: text)
            }
            return step
        }.required()
        static let description = CommandDescription(
            name: "clean", summary: "Apply a sanitization step to a source.",
            positionals: [idArgument.described], options: [step.described],
            example: "water clean 1 --step boil")
        let id: WaterSource.ID
        let step: SanitizationStep

        init(_ arguments: CommandArguments) throws {
            id = try arguments.value(WaterCommands.idArgument)
            step = try arguments.required(Self.step)
        }
        func run(on runner: WaterCommands) async throws -> ExitCode { try await runner.clean(self) }
    }

    /// `water reset [--yes]`.
    struct Reset: ScriptedCommand {
        static let description = CommandDescription(
            name: "reset", summary: "Make every source dirty again (asks unless --yes).",
            options: [yes.described], example: "water reset --yes")
        let isConfirmed: Bool

        init(_ arguments: CommandArguments) { isConfirmed = arguments.has(WaterCommands.yes) }
        func run(on runner: WaterCommands) async throws -> ExitCode { try await runner.reset(self) }
    }

    /// `water undo [--yes]`.
    struct Undo: ScriptedCommand {
        static let description = CommandDescription(
            name: "undo",
            summary: "Put back the progress from before the last reset (asks unless --yes).",
            options: [yes.described], example: "water undo --yes")
        let isConfirmed: Bool

        init(_ arguments: CommandArguments) { isConfirmed = arguments.has(WaterCommands.yes) }
        func run(on runner: WaterCommands) async throws -> ExitCode { try await runner.undo(self) }
    }

    /// A `--step` value that names no step (bad input data, exit 65).
    struct UnknownStep: CommandFailure {
        let name: String

        var exitCode: ExitCode { .dataError }
        var commandLineMessage: String {
            let message = CommandSuggestion.message(
                "unknown step '\(name)'; use boil, disinfect, filter or all",
                for: name, among: ["boil", "disinfect", "filter", "all"])
            return message.hasSuffix("?") ? message : message + "."
        }
    }
}
