import Archive
import CampaignsData
import CleanAppsDataCore
import Foundation
import Imaging

/// Reads the 8-bit RGB and RGBA, non-interlaced PNGs these tests meet (our encoder's,
/// `rsvg-convert`'s, ``TestImages``'): the reference decoder for round trips.
enum PNGTestDecoder {
    /// Width, height and straight RGBA bytes; nil for anything else.
    static func decode(_ png: [UInt8]) -> (width: Int, height: Int, rgba: [UInt8])? {
        var index = 8
        var width = 0
        var height = 0
        var channels = 0
        var compressed: [UInt8] = []
        func number(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        while index + 12 <= png.count {
            let length = number(index)
            let type = String(decoding: png[(index + 4)..<(index + 8)], as: UTF8.self)
            guard index + 12 + length <= png.count else { return nil }
            let data = Array(png[(index + 8)..<(index + 8 + length)])
            if type == "IHDR" {
                width = number(index + 8)
                height = number(index + 12)
                guard data[8] == 8, data[12] == 0 else { return nil }
                channels = data[9] == 6 ? 4 : data[9] == 2 ? 3 : 0
            } else if type == "IDAT" {
                compressed += data
            }
            index += 12 + length
        }
        guard channels > 0,
            let rows = try? ZlibStream.decompress(
                compressed, expectedSize: height * (width * channels + 1))
        else { return nil }
        let samples = unfilter(rows, width: width, channels: channels)
        guard channels == 3 else { return (width, height, samples) }
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for pixel in 0..<(width * height) {
            rgba += samples[(pixel * 3)..<(pixel * 3 + 3)]
            rgba.append(255)
        }
        return (width, height, rgba)
    }

    /// Undoes the five PNG row filters.
    static func unfilter(_ rows: [UInt8], width: Int, channels: Int) -> [UInt8] {
        let length = width * channels
        var out: [UInt8] = []
        out.reserveCapacity(rows.count)
        var previous = [UInt8](repeating: 0, count: length)
        var index = 0
        while index + length < rows.count {
            let type = rows[index]
            var row = Array(rows[(index + 1)...(index + length)])
            for i in 0..<length {
                let a = i >= channels ? Int(row[i - channels]) : 0
                let b = Int(previous[i])
                let c = i >= channels ? Int(previous[i - channels]) : 0
                let predictor: Int
                switch type {
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: predictor = 0
                }
                row[i] = row[i] &+ UInt8(predictor & 0xFF)
            }
            out += row
            previous = row
            index += length + 1
        }
        return out
    }
}
