/// A store document that writes its own JSON with a ``PrettyJSONWriter``, exactly as its
/// `Encodable` conformance would through the store's encoder, but without the encoder's
/// intermediate tree. ``JSONDocumentStore`` uses it when the document conforms.
package protocol DirectJSONDocument {
    /// Writes the document as one JSON object.
    func writeJSON(to writer: inout PrettyJSONWriter)
}
