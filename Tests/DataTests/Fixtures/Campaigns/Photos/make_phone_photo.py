#!/usr/bin/env python3
"""Writes phone-photo-orientation6.jpg: a 900x1200 portrait scene (sky, a head on the upper
third, shoulders, grass) stored sideways as 1200x900, with EXIF orientation 6 ("turn 90
degrees clockwise to show"), as phone cameras save it. Needs libjpeg-turbo's `cjpeg`."""
import struct
import subprocess

W, H = 900, 1200  # upright


def upright(x, y):
    if (x - 450) ** 2 + (y - 400) ** 2 < 150 ** 2:
        return (224, 172, 140)  # head
    if y > 560 and abs(x - 450) < 300 - max(0, 700 - y):
        return (40, 50, 90)  # shoulders
    if y > 1000:
        return (60, 150 - (y - 1000) // 4, 60)  # grass
    return (90 + y * 100 // 1000, 150 + y * 60 // 1000, 230)  # sky


def stored_ppm():
    # Stored (sx, sy), 1200 x 900, shows upright(x = W - 1 - sy, y = sx) once turned clockwise.
    pixels = bytearray()
    for sy in range(W):
        for sx in range(H):
            pixels += bytes(upright(W - 1 - sy, sx))
    return b"P6\n%d %d\n255\n" % (H, W) + bytes(pixels)


def exif_app1(orientation):
    ifd = struct.pack("<H", 1) + struct.pack("<HHIHH", 0x0112, 3, 1, orientation, 0)
    body = b"Exif\x00\x00" + b"II*\x00" + struct.pack("<I", 8) + ifd + struct.pack("<I", 0)
    return b"\xff\xe1" + struct.pack(">H", len(body) + 2) + body


if __name__ == "__main__":
    jpeg = subprocess.run(["cjpeg", "-quality", "85"], input=stored_ppm(), check=True,
                          capture_output=True).stdout
    with open("phone-photo-orientation6.jpg", "wb") as f:
        f.write(jpeg[:2] + exif_app1(6) + jpeg[2:])
