import Archive
import CleanAppsDataCore

/// Builds a zip archive in memory: a local header and DEFLATE-compressed data (method 8, see
/// ``FixedHuffmanDeflate``) per entry, then the central directory and the end record.
///
/// Entries carry the CRC-32 of their unpacked bytes and a fixed timestamp (1980-01-01
/// 00:00), so the same entries always give the same archive. No ZIP64: every size and offset
/// must stay below 4 GiB.
struct ZipWriter {
    private static let localHeaderSignature: UInt32 = 0x0403_4B50
    private static let centralHeaderSignature: UInt32 = 0x0201_4B50
    private static let endRecordSignature: UInt32 = 0x0605_4B50
    private static let version: UInt16 = 20  // 2.0: DEFLATE
    private static let deflated: UInt16 = 8
    private static let dosTime: UInt16 = 0
    private static let dosDate: UInt16 = 1 << 5 | 1  // 1980-01-01

    private var body: [UInt8] = []
    private var centralDirectory: [UInt8] = []
    private var entryCount = 0

    /// Appends an entry named `name` holding `contents`.
    mutating func add(_ name: String, contents: [UInt8]) {
        let packed = FixedHuffmanDeflate.compress(contents)
        let fields = EntryFields(
            name: Array(name.utf8), checksum: CRC32.checksum(contents),
            packedSize: packed.count, size: contents.count)
        let offset = body.count
        precondition(offset + packed.count < 1 << 32, "the archive needs ZIP64")

        body.appendLittleEndian(Self.localHeaderSignature)
        body.appendLittleEndian(Self.version)
        fields.write(to: &body)
        body += fields.name
        body += packed

        centralDirectory.appendLittleEndian(Self.centralHeaderSignature)
        centralDirectory.appendLittleEndian(Self.version)  // made by: MS-DOS, 2.0
        centralDirectory.appendLittleEndian(Self.version)
        fields.write(to: &centralDirectory)
        centralDirectory.appendLittleEndian(UInt16(0))  // comment length
        centralDirectory.appendLittleEndian(UInt16(0))  // disk number
        centralDirectory.appendLittleEndian(UInt16(0))  // internal attributes
        centralDirectory.appendLittleEndian(UInt32(0))  // external attributes
        centralDirectory.appendLittleEndian(UInt32(offset))
        centralDirectory += fields.name
        entryCount += 1
    }

    /// The whole archive: the entries, the central directory and the end record.
    func archive() -> [UInt8] {
        var end: [UInt8] = []
        end.appendLittleEndian(Self.endRecordSignature)
        end.appendLittleEndian(UInt16(0))  // this disk
        end.appendLittleEndian(UInt16(0))  // disk holding the central directory
        end.appendLittleEndian(UInt16(entryCount))  // entries on this disk
        end.appendLittleEndian(UInt16(entryCount))  // entries in all
        end.appendLittleEndian(UInt32(centralDirectory.count))
        end.appendLittleEndian(UInt32(body.count))
        end.appendLittleEndian(UInt16(0))  // comment length
        return body + centralDirectory + end
    }

    /// The fields local and central headers share, from "flags" to "extra field length".
    private struct EntryFields {
        var name: [UInt8]
        var checksum: UInt32
        var packedSize: Int
        var size: Int

        func write(to bytes: inout [UInt8]) {
            bytes.appendLittleEndian(UInt16(0))  // flags: no data descriptor, no encryption
            bytes.appendLittleEndian(ZipWriter.deflated)
            bytes.appendLittleEndian(ZipWriter.dosTime)
            bytes.appendLittleEndian(ZipWriter.dosDate)
            bytes.appendLittleEndian(checksum)
            bytes.appendLittleEndian(UInt32(packedSize))
            bytes.appendLittleEndian(UInt32(size))
            bytes.appendLittleEndian(UInt16(name.count))
            bytes.appendLittleEndian(UInt16(0))  // extra field length
        }
    }
}

extension [UInt8] {
    /// Appends `value` least significant byte first, as zip stores every number.
    fileprivate mutating func appendLittleEndian<Value: FixedWidthInteger>(_ value: Value) {
        for shift in stride(from: 0, to: Value.bitWidth, by: 8) {
            append(UInt8(truncatingIfNeeded: value >> shift))
        }
    }
}
