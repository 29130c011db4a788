import CleanAppsTestSupport
import Foundation
import Terminal
import Testing

/// The small validator the JSON output tests rely on: each keyword it supports, tested.
@Suite struct JSONSchemaValidatorTests {
    static let schema = """
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "version": 1,
          "$ref": "#/$defs/list",
          "$defs": {
            "list": { "type": "array", "items": { "$ref": "#/$defs/row" } },
            "row": {
              "type": "object",
              "properties": {
                "id": { "type": "integer" },
                "kind": { "type": "string", "enum": ["game", "loot"] },
                "worth": { "type": ["number", "null"] },
                "live": { "type": "boolean" },
                "v": { "const": 2 }
              },
              "required": ["id", "kind"],
              "additionalProperties": false
            }
          }
        }
        """

    func errors(_ json: String, schema: String = schema) throws -> [String] {
        let validator = try JSONSchemaValidator(data: Foundation.Data(schema.utf8))
        let value = try JSONDecoder().decode(JSONValue.self, from: Foundation.Data(json.utf8))
        return validator.errors(in: value)
    }

    @Test func conformingDocument_hasNoErrors() throws {
        let json =
            #"[{"id": 1, "kind": "game", "worth": 1.5, "live": true, "v": 2},"#
            + #" {"id": 2, "kind": "loot", "worth": null}]"#

        #expect(try errors(json) == [])
    }

    @Test(arguments: [
        (#"{"id": 1}"#, "$: expected array, got object"),
        (#"[{"kind": "game"}]"#, "$[0]: missing required 'id'"),
        (
            #"[{"id": 1, "kind": "beta"}]"#,
            #"$[0].kind: string("beta") is not one of the allowed values"#
        ),
        (#"[{"id": 1.5, "kind": "game"}]"#, "$[0].id: expected integer, got number"),
        (#"[{"id": true, "kind": "game"}]"#, "$[0].id: expected integer, got boolean"),
        (#"[{"id": 1, "kind": "game", "live": 1}]"#, "$[0].live: expected boolean, got integer"),
        (
            #"[{"id": 1, "kind": "game", "worth": "1"}]"#,
            "$[0].worth: expected number or null, got string"
        ),
        (#"[{"id": 1, "kind": "game", "extra": 0}]"#, "$[0]: unexpected 'extra'"),
        (#"[{"id": 1, "kind": "game", "v": 3}]"#, "$[0].v: expected the constant integer(2)"),
    ])
    func brokenDocument_isReportedAtItsPath(json: String, expected: String) throws {
        let found = try errors(json)

        #expect(found.contains(expected), "\(found)")
    }

    @Test func integer_isANumber() throws {
        #expect(try errors("3", schema: #"{"type": "number"}"#) == [])
    }

    @Test func unsupportedKeywordOrReference_isAnError() throws {
        #expect(
            try errors("1", schema: #"{"minimum": 0}"#) == ["$: unsupported keyword 'minimum'"])
        #expect(
            try errors("1", schema: #"{"$ref": "other.json"}"#)
                == ["$: unresolvable $ref 'other.json'"])
    }
}
