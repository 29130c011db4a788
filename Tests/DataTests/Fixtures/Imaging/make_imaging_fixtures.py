#!/usr/bin/env python3
"""Generates the photo-decoder corpus in this folder (see README.md).

PNG files come from the small writer below (Python's zlib, every colour type and bit depth,
all five row filters, palette/grey/RGB transparency, Adam7, split IDAT chunks); their
reference decodes are written as PAM (RGBA, 8 bits) computed from the same samples.
JPEG files come from libjpeg-turbo's `cjpeg` (Debian `libjpeg-turbo-progs`); their
reference decodes are `djpeg -ppm` output. EXIF orientations are APP1 segments written
here into one baseline file; their references are the base decode turned upright here.

Run from this folder: python3 make_imaging_fixtures.py
"""
import os
import struct
import subprocess
import zlib

W, H = 13, 11  # PNG size: odd, every Adam7 pass non-empty
JW, JH = 33, 17  # JPEG size: odd, not a whole number of MCUs


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_rows(rows, bpp, first_filter):
    out = bytearray()
    prev = bytes(len(rows[0])) if rows else b""
    for index, row in enumerate(rows):
        kind = (first_filter + index) % 5
        out.append(kind)
        for i, x in enumerate(row):
            a = row[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            pred = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
            out.append((x - pred) & 0xFF)
        prev = row
    return bytes(out)


def pack_row(samples, depth):
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out = bytearray()
    per = 8 // depth
    for i in range(0, len(samples), per):
        group = samples[i:i + per] + [0] * (per - len(samples[i:i + per]))
        byte = 0
        for s in group:
            byte = byte << depth | s
        out.append(byte)
    return bytes(out)


PASSES = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
          (0, 1, 1, 2)]


def write_png(name, pixels, colour, depth, channels, plte=None, trns=None, interlace=False,
              idat_pieces=1):
    """pixels[y][x] is a tuple of `channels` samples at `depth` bits."""
    bpp = max(1, depth * channels // 8)
    raw = b""
    passes = PASSES if interlace else [(0, 0, 1, 1)]
    for n, (x0, y0, dx, dy) in enumerate(passes):
        rows = []
        for y in range(y0, H, dy):
            samples = [s for x in range(x0, W, dx) for s in pixels[y][x]]
            if samples:
                rows.append(pack_row(samples, depth))
        if rows:
            raw += filter_rows(rows, bpp, n)
    data = zlib.compress(raw, 9)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", W, H, depth, colour, 0, 0,
                                                            1 if interlace else 0))
    png += chunk(b"tEXt", b"Comment\x00decoder corpus")
    if plte:
        png += chunk(b"PLTE", bytes(v for rgb in plte for v in rgb))
    if trns is not None:
        png += chunk(b"tRNS", trns)
    step = (len(data) + idat_pieces - 1) // idat_pieces
    for i in range(0, len(data), step):
        png += chunk(b"IDAT", data[i:i + step])
    png += chunk(b"IEND", b"")
    with open(name, "wb") as f:
        f.write(png)


def eight(value, depth):
    maximum = (1 << depth) - 1
    return (value * 255 + maximum // 2) // maximum


def write_pam(name, rgba, width, height):
    header = "P7\nWIDTH %d\nHEIGHT %d\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n" % (
        width, height)
    with open(name, "wb") as f:
        f.write(header.encode() + bytes(v for px in rgba for v in px))


def sample(x, y, k, depth):
    maximum = (1 << depth) - 1
    return ((x * 37 + y * 91 + k * 53) * 2654435761 >> 7) % (maximum + 1) if depth < 8 else \
        (x * maximum // (W - 1) * (k + 1) + y * maximum // (H - 1) * (3 - k)) // 4 % (maximum + 1)


def png_corpus():
    for interlace in (False, True):
        suffix = "-adam7" if interlace else ""
        for depth in (1, 2, 4, 8, 16):
            px = [[(sample(x, y, 0, depth),) for x in range(W)] for y in range(H)]
            key = None
            if depth in (8, 16):
                key = px[3][5][0]
            name = "png-grey%d%s" % (depth, suffix)
            trns = struct.pack(">H", key) if key is not None else None
            write_png(name + ".png", px, 0, depth, 1, trns=trns, interlace=interlace,
                      idat_pieces=3)
            write_pam(name + ".pam", [(eight(p[0], depth),) * 3 + (0 if p[0] == key else 255,)
                                      for row in px for p in row], W, H)
        for depth in (8, 16):
            px = [[tuple(sample(x, y, k, depth) for k in range(3)) for x in range(W)]
                  for y in range(H)]
            key = px[4][6]
            name = "png-rgb%d%s" % (depth, suffix)
            write_png(name + ".png", px, 2, depth, 3, trns=struct.pack(">HHH", *key),
                      interlace=interlace)
            write_pam(name + ".pam", [tuple(eight(v, depth) for v in p) +
                                      (0 if p == key else 255,) for row in px for p in row], W, H)
            px = [[(sample(x, y, 1, depth), sample(x, y, 2, depth)) for x in range(W)]
                  for y in range(H)]
            name = "png-greyalpha%d%s" % (depth, suffix)
            write_png(name + ".png", px, 4, depth, 2, interlace=interlace)
            write_pam(name + ".pam", [(eight(p[0], depth),) * 3 + (eight(p[1], depth),)
                                      for row in px for p in row], W, H)
            px = [[tuple(sample(x, y, k, depth) for k in range(4)) for x in range(W)]
                  for y in range(H)]
            name = "png-rgba%d%s" % (depth, suffix)
            write_png(name + ".png", px, 6, depth, 4, interlace=interlace)
            write_pam(name + ".pam", [tuple(eight(v, depth) for v in p) for row in px for p in row],
                      W, H)
        for depth in (1, 2, 4, 8):
            count = min(1 << depth, 20)
            plte = [((i * 97) % 256, (i * 41 + 30) % 256, (255 - i * 13) % 256) for i in range(count)]
            alphas = bytes((i * 70) % 256 for i in range(count - 1))  # last entry stays opaque
            px = [[((x * 3 + y * 5) % count,) for x in range(W)] for y in range(H)]
            name = "png-palette%d%s" % (depth, suffix)
            write_png(name + ".png", px, 3, depth, 1, plte=plte, trns=alphas, interlace=interlace)
            write_pam(name + ".pam", [plte[p[0]] + ((alphas[p[0]] if p[0] < len(alphas) else 255),)
                                      for row in px for p in row], W, H)


def source_ppm():
    pixels = bytearray()
    for y in range(JH):
        for x in range(JW):
            r = x * 255 // (JW - 1)
            g = y * 255 // (JH - 1)
            b = 255 if (x // 6 + y // 5) % 2 else 40
            if 10 <= x < 20 and 4 <= y < 12:
                r, g, b = 230, 30, 60  # a sharp red box: ringing and chroma edges
            pixels += bytes((r, g, b))
    return b"P6\n%d %d\n255\n" % (JW, JH) + bytes(pixels)


JPEGS = {
    "jpeg-baseline-420": ["-quality", "90"],
    "jpeg-baseline-444": ["-quality", "90", "-sample", "1x1"],
    "jpeg-baseline-422": ["-quality", "90", "-sample", "2x1"],
    "jpeg-baseline-440": ["-quality", "90", "-sample", "1x2"],
    "jpeg-baseline-411": ["-quality", "85", "-sample", "4x1"],
    "jpeg-baseline-q100-optimized": ["-quality", "100", "-optimize", "-sample", "1x1"],
    "jpeg-grey": ["-quality", "90", "-grayscale"],
    "jpeg-restart-420": ["-quality", "80", "-restart", "1B"],
    "jpeg-sequential-multiscan-420": ["-quality", "90", "-scans", "sequential-scans.txt"],
    "jpeg-progressive-420": ["-quality", "90", "-progressive"],
    "jpeg-progressive-444": ["-quality", "95", "-progressive", "-sample", "1x1"],
    "jpeg-progressive-grey-restart": ["-quality", "90", "-progressive", "-grayscale",
                                      "-restart", "2B"],
    "jpeg-progressive-422-restart": ["-quality", "75", "-progressive", "-sample", "2x1",
                                     "-restart", "3B"],
}


def exif_app1(orientation):
    ifd = struct.pack("<H", 1) + struct.pack("<HHIHH", 0x0112, 3, 1, orientation, 0) + \
        struct.pack("<I", 0)
    tiff = b"II*\x00" + struct.pack("<I", 8) + ifd
    body = b"Exif\x00\x00" + tiff
    return b"\xff\xe1" + struct.pack(">H", len(body) + 2) + body


def read_ppm(data):
    parts = data.split(b"\n", 3)
    width, height = map(int, parts[1].split())
    raw = parts[3]
    return width, height, [[raw[(y * width + x) * 3:(y * width + x) * 3 + 3] for x in range(width)]
                           for y in range(height)]


def upright(grid, orientation):
    if orientation in (2, 3):
        grid = [row[::-1] for row in grid]
    if orientation in (3, 4):
        grid = grid[::-1]
    if orientation >= 5:
        transposed = [list(col) for col in zip(*grid)]  # orientation 5
        if orientation == 6:
            transposed = [row[::-1] for row in transposed]
        elif orientation == 7:
            transposed = [row[::-1] for row in transposed][::-1]
        elif orientation == 8:
            transposed = transposed[::-1]
        grid = transposed
    return grid


# Reference decodes at 1/2, 1/4 and 1/8 scale (`djpeg -scale`), for the reduced decodes.
SCALED = ["jpeg-baseline-420", "jpeg-baseline-444", "jpeg-baseline-422", "jpeg-grey",
          "jpeg-progressive-420"]


def jpeg_corpus():
    with open("source.ppm", "wb") as f:
        f.write(source_ppm())
    # One full-spectrum scan per component: a sequential (SOF0) file with three scans.
    with open("sequential-scans.txt", "w") as f:
        f.write("0;\n1;\n2;\n")
    for name, options in JPEGS.items():
        subprocess.run(["cjpeg", *options, "-outfile", name + ".jpg", "source.ppm"], check=True)
        subprocess.run(["djpeg", "-ppm", "-outfile", name + ".ppm", name + ".jpg"], check=True)
    for name in SCALED:
        for denominator in (2, 4, 8):
            subprocess.run(["djpeg", "-scale", "1/%d" % denominator, "-ppm", "-outfile",
                            "%s-scale%d.ppm" % (name, denominator), name + ".jpg"], check=True)
    subprocess.run(["cjpeg", "-arithmetic", "-outfile", "jpeg-arithmetic.jpg", "source.ppm"],
                   check=True)
    os.remove("source.ppm")
    os.remove("sequential-scans.txt")
    base = open("jpeg-baseline-420.jpg", "rb").read()
    _, _, grid = read_ppm(open("jpeg-baseline-420.ppm", "rb").read())
    for orientation in range(1, 9):
        name = "jpeg-exif-orientation%d" % orientation
        with open(name + ".jpg", "wb") as f:
            f.write(base[:2] + exif_app1(orientation) + base[2:])
        turned = upright(grid, orientation)
        with open(name + ".ppm", "wb") as f:
            f.write(b"P6\n%d %d\n255\n" % (len(turned[0]), len(turned)) +
                    b"".join(px for row in turned for px in row))


if __name__ == "__main__":
    png_corpus()
    jpeg_corpus()
