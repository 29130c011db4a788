/// The JSON body CleanApps posts to monobank's jar handler.
struct MonobankJarRequestDTO: Encodable {
    let c: String
    let clientId: String
    let Pc: String
}

/// monobank's jar handler answer: jar details, or an error shape (possibly with HTTP 200).
struct MonobankJarResponseDTO: Decodable {
    let jarAmount: Int64?
    let jarStatus: String?
    let jarGoal: Int64?
    let errCode: LenientText?
    let errText: LenientText?
}

/// A JSON value read as text whether it came as a string, a number or a boolean.
struct LenientText: Decodable {
    let text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let string = try? container.decode(String.self) {
            text = string
        } else if let number = try? container.decode(Int64.self) {
            text = String(number)
        } else if let number = try? container.decode(Double.self) {
            text = String(number)
        } else if let flag = try? container.decode(Bool.self) {
            text = String(flag)
        } else {
            text = ""
        }
    }
}
