#!/usr/bin/env python3
"""Regenerates the Directory test fixtures (run from this folder; needs `zip`).

archives/: the same sources packed by Python's zipfile and Info-ZIP at several levels,
stored-only, with a comment, streamed (data descriptors), ZIP64, and a 1000:1 bomb entry.
workbooks/: small hand-written .xlsx files covering every cell kind, sheet order by
relationships, prefixed namespaces, and broken workbooks (DTD, bad XML, missing sheet and
column). The two directory workbooks are copies of ../shared/fixtures/democracy, and
directory-v1.4.0.xlsx is the later one numbered down with two-address e-mail cells."""
import os, posixpath, random, shutil, subprocess, zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
STAMP = (2026, 1, 1, 0, 0, 0)  # fixed, so regenerating changes no bytes

def put(z, name, data):
    info = zipfile.ZipInfo(name, date_time=STAMP)
    info.compress_type = z.compression
    info.external_attr = 0o644 << 16
    info._compresslevel = z.compresslevel
    z.writestr(info, data)
SRC = os.path.join(HERE, "archives", "source")

def sources():
    os.makedirs(os.path.join(SRC, "nested"), exist_ok=True)
    rng = random.Random(5)
    words = "국회 의원 홍길동 서울 종로구 경기 안양시 만안구 전화 휴대폰 사무실 hello zip deflate 2747".split()
    text = "\n".join(" ".join(rng.choice(words) for _ in range(rng.randrange(3, 12))) for _ in range(1000))
    files = {
        "hangul.txt": text.encode(),
        "random.bin": bytes(rng.randrange(256) for _ in range(20000)),
        "tiny.txt": b"hello, zip\n",
        "empty.txt": b"",
        "zeros.bin": bytes(20000),
        "nested/file.txt": ("중첩된 파일 " * 300).encode(),
    }
    for name, data in files.items():
        with open(os.path.join(SRC, name), "wb") as f:
            f.write(data)
        os.utime(os.path.join(SRC, name), (1767225600, 1767225600))
    return sorted(files)

def archives(names):
    out = os.path.join(HERE, "archives")
    def pyzip(path, method, level=None):
        with zipfile.ZipFile(os.path.join(out, path), "w", method, compresslevel=level) as z:
            for n in names:
                z.write(os.path.join(SRC, n), n)
    pyzip("python-deflate.zip", zipfile.ZIP_DEFLATED)
    pyzip("python-deflate-1.zip", zipfile.ZIP_DEFLATED, 1)
    pyzip("python-deflate-9.zip", zipfile.ZIP_DEFLATED, 9)
    pyzip("python-stored.zip", zipfile.ZIP_STORED)
    cli = os.path.join(out, "python-cli.zip")
    subprocess.run(["python3", "-m", "zipfile", "-c", cli] + names, cwd=SRC, check=True)
    for level in ["0", "1", "6", "9"]:
        path = os.path.join(out, f"infozip-{level}.zip")
        if os.path.exists(path): os.remove(path)
        subprocess.run(["zip", "-q", "-X", f"-{level}", path] + names, cwd=SRC, check=True)
    path = os.path.join(out, "infozip-comment.zip")
    if os.path.exists(path): os.remove(path)
    subprocess.run(["zip", "-q", "-X", "-z", path] + names, cwd=SRC, check=True,
                   input=b"An archive comment that mentions PK\x05\x06 on purpose.\n")
    # Zip writes data descriptors when its output cannot seek (a pipe), and ZIP64 records
    # when it reads stdin into a file.
    with open(os.path.join(SRC, "hangul.txt"), "rb") as f:
        packed = subprocess.run(["zip", "-q", "-X", "-fz-", "-", "-"], check=True, stdin=f,
                                stdout=subprocess.PIPE).stdout
    with open(os.path.join(out, "streamed.zip"), "wb") as f:
        f.write(packed)
    path = os.path.join(out, "zip64.zip")
    if os.path.exists(path): os.remove(path)
    with open(os.path.join(SRC, "hangul.txt"), "rb") as f:
        subprocess.run(["zip", "-q", "-X", path, "-"], check=True, stdin=f)
    with zipfile.ZipFile(os.path.join(out, "small.zip"), "w", zipfile.ZIP_DEFLATED) as z:
        for n in ["tiny.txt", "nested/file.txt", "empty.txt"]:
            z.write(os.path.join(SRC, n), n)
        with open(os.path.join(SRC, "hangul.txt"), "rb") as f:
            put(z, "hangul-part.txt", f.read()[:3000])
    with zipfile.ZipFile(os.path.join(out, "bomb.zip"), "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        put(z, "zeros.bin", bytes(5 * 1024 * 1024))

NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'

def xlsx(path, sheets, sst=None, targets=None, content_types=True, workbook_part="xl/workbook.xml"):
    """sheets: [(name, sheetData xml)]; targets: relationship targets per sheet (default
    worksheets/sheetK.xml numbered in reverse, so part order never matches sheet order)."""
    n = len(sheets)
    targets = targets or [f"worksheets/sheet{n - k}.xml" for k in range(n)]
    folder = workbook_part.rsplit("/", 1)[0]
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        if content_types:
            put(z, "[Content_Types].xml", HEAD + '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
                '<Default Extension="xml" ContentType="application/xml"/>'
                f'<Override PartName="/{workbook_part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>')
        wb = [HEAD, f'<workbook {NS}><sheets>']
        rels = [HEAD, '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">']
        for k, (name, _) in enumerate(sheets):
            wb.append(f'<sheet name="{name}" sheetId="{k + 1}" r:id="rId{k + 7}"/>')
            rels.append(f'<Relationship Id="rId{k + 7}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="{targets[k]}"/>')
        if sst is not None:
            rels.append('<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>')
        put(z, workbook_part, "".join(wb) + "</sheets></workbook>")
        put(z, f"{folder}/_rels/{workbook_part.rsplit('/', 1)[1]}.rels", "".join(rels) + "</Relationships>")
        for k, (name, data) in enumerate(sheets):
            target = targets[k]
            part = target[1:] if target.startswith("/") else posixpath.normpath(f"{folder}/{target}")
            body = data if data.lstrip().startswith("<?xml") or data.lstrip().startswith("<!") else HEAD + f"<worksheet {NS}><sheetData>{data}</sheetData></worksheet>"
            put(z, part, body)
        if sst is not None:
            put(z, f"{folder}/sharedStrings.xml", HEAD + f'<sst {NS}>' + sst + "</sst>")

def workbooks():
    out = os.path.join(HERE, "workbooks")
    os.makedirs(out, exist_ok=True)
    sst = ('<si><t>plain</t></si>'
           '<si><r><rPr><b/></rPr><t>rich </t></r><r><t xml:space="preserve">text</t></r><rPh sb="0" eb="1"><t>ignored</t></rPh></si>'
           '<si><t>홍길동 &amp; co</t></si>'
           '<si><t>line_x000D_break</t></si>')
    cells = ('<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c></row>'
             '<row r="2"><c r="A2" t="inlineStr"><is><t>inline</t></is></c><c r="B2" t="inlineStr"><is><r><t>in</t></r><r><t>line runs</t></r></is></c>'
             '<c r="C2" t="b"><v>1</v></c><c r="D2" t="b"><v>0</v></c></row>'
             '<row r="3"><c r="A3"><v>42</v></c><c r="B3"><v>2.5</v></c><c r="C3" t="n"><v>1E+14</v></c><c r="D3" s="1"/></row>'
             '<row r="4"><c r="A4"><f>A3+1</f><v>43</v></c><c r="B4" t="str"><f>"a"&amp;"b"</f><v>ab</v></c><c r="C4" t="e"><f>1/0</f><v>#DIV/0!</v></c><c r="D4" t="d"><v>2026-11-21T00:00:00</v></c></row>'
             '<row><c><v>1</v></c><c><v>2</v></c><c r="E6"><v>5</v></c><c><v>6</v></c></row>'
             '<row r="9"><c r="AA9"><v>27</v></c><c r="XFD9"><v>16384</v></c></row>')
    xlsx(os.path.join(out, "cells.xlsx"), [("cells", cells), ("second", '<row r="1"><c r="A1" t="s"><v>0</v></c></row>')], sst)
    # Sheet order follows the workbook; parts are crossed and one target is absolute.
    xlsx(os.path.join(out, "order.xlsx"),
         [("first", '<row r="1"><c r="A1" t="inlineStr"><is><t>I am first</t></is></c></row>'),
          ("second", '<row r="1"><c r="A1" t="inlineStr"><is><t>I am second</t></is></c></row>'),
          ("third", '<row r="1"><c r="A1" t="inlineStr"><is><t>I am third</t></is></c></row>')],
         targets=["worksheets/sheet3.xml", "/xl/worksheets/sheet1.xml", "../xl/worksheets/./sheet2.xml"])
    prefixed = (HEAD + '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>'
                '<x:row x:r="2"><x:c r="B2" t="inlineStr"><x:is><x:t>prefixed</x:t></x:is></x:c><x:c r="C2"><x:v>7</x:v></x:c></x:row>'
                '</x:sheetData></x:worksheet>')
    xlsx(os.path.join(out, "prefixed.xlsx"), [("data", prefixed)], workbook_part="xl/book.xml")
    xlsx(os.path.join(out, "dtd.xlsx"), [("data", HEAD + '<!DOCTYPE lol [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>'
         f'<worksheet {NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&b;</t></is></c></row></sheetData></worksheet>')])
    xlsx(os.path.join(out, "unterminated.xlsx"), [("data", HEAD + f'<worksheet {NS}><sheetData><row r="1"><c r="A1"><v>1</v></c>')])
    xlsx(os.path.join(out, "mismatched.xlsx"), [("data", HEAD + f'<worksheet {NS}><sheetData><row r="1"><c r="A1"><v>1</c></row></sheetData></worksheet>')])
    xlsx(os.path.join(out, "bad-string-index.xlsx"), [("data", '<row r="1"><c r="A1" t="s"><v>7</v></c></row>')], '<si><t>only</t></si>')
    xlsx(os.path.join(out, "no-content-types.xlsx"), [("data", '<row r="1"><c r="A1"><v>1</v></c></row>')], content_types=False)
    # Directory layout, small: info/congressman/groups/events/normalgroups.
    def table(header, rows):
        out_rows = ['<row r="1"/>', '<row r="2">' + "".join(f'<c r="{chr(66 + i)}2" t="inlineStr"><is><t>{h}</t></is></c>' for i, h in enumerate(header)) + "</row>"]
        for r, row in enumerate(rows, start=3):
            cs = []
            for i, v in enumerate(row):
                ref = f"{chr(66 + i)}{r}"
                if v is None: continue
                if isinstance(v, str): cs.append(f'<c r="{ref}" t="inlineStr"><is><t xml:space="preserve">{v}</t></is></c>')
                else: cs.append(f'<c r="{ref}"><v>{v}</v></c>')
            out_rows.append(f'<row r="{r}">' + "".join(cs) + "</row>")
        return "".join(out_rows)
    info = ('<row r="2"><c r="B2" t="inlineStr"><is><t>version</t></is></c><c r="C2" t="inlineStr"><is><t>2.0.1</t></is></c></row>'
            '<row r="3"><c r="B3" t="inlineStr"><is><t>notice</t></is></c><c r="C3" t="inlineStr"><is><t>공지</t></is></c></row>'
            '<row r="4"><c r="B4" t="inlineStr"><is><t>notice_date</t></is></c><c r="C4" t="inlineStr"><is><t>03/27/21</t></is></c></row>')
    people_header = ["no", "name", "title", "group", "field", "mobile", "office_asm", "office_area", "email", "twitter"]
    people = [[1, "홍길동 ", "국회의원", 1, "서울 종로구", "010-1234-5678, 010-2222-3333", "02-784-2747~9", None, "hong@example.kr", "@hong"],
              ["2.0", "김철수", "국회의원", 2, "비례대표", None, "02-784-1000", "031-111-2222", None, None],
              [3, "", None, 1, None, None, None, None, None, None],
              [4, "이영희", "국회의원", 9, "경기 광주시갑", None, "02-784-12~345", None, None, None],
              [0, None, None, None, None, None, None, None, None, None],
              ["합계", 5, None, None, None, None, None, None, None, None]]
    parties = table(["no", "title", "detail", "office", "web", "café"], [[1, "가나당", None, "02-111-2222", "https://ga.example.kr", "https://cafe.example.kr/ga"], [2, "다라당", "설명", None, None, None]])
    events = table(["no", "name", "sheet", "detail"], [[1, "상임위원회", "normalgroups", None]])
    committees = table(["no", "title", "memberid", "member_sheet", "web"], [[1, "교육위원회", 2, "congressman", "https://edu.example.kr"], [1, None, 1, None, None], [2, "국방위원회", 4, None, None], [2, None, 77, None, None]])
    good = [("info", info), ("congressman", table(people_header, people)), ("groups", parties), ("events", events), ("normalgroups", committees), ("20", table(["no"], [[1]]))]
    xlsx(os.path.join(out, "small-directory.xlsx"), good)
    xlsx(os.path.join(out, "missing-sheet.xlsx"), [s for s in good if s[0] != "groups"])
    no_field = [s if s[0] != "congressman" else ("congressman", table([h for h in people_header if h != "field"], [[1, "홍길동"]])) for s in good]
    xlsx(os.path.join(out, "missing-column.xlsx"), no_field)
    bad_version = [s if s[0] != "info" else ("info", '<row r="2"><c r="B2" t="inlineStr"><is><t>version</t></is></c><c r="C2" t="inlineStr"><is><t>latest</t></is></c></row>') for s in good]
    xlsx(os.path.join(out, "bad-version.xlsx"), bad_version)
    for name in ["directory-v1.9.0.xlsx", "directory-v1.10.0.xlsx"]:
        shutil.copy(os.path.join(HERE, "..", "..", "..", "..", "..", "..", "shared", "fixtures", "democracy", name), os.path.join(HERE, name))

def older_real_layout():
    """directory-v1.4.0.xlsx: directory-v1.10.0.xlsx numbered 1.4.0 (as old as the newest real
    workbook, below the retired sample numbering) with two e-mail cells holding two addresses
    each, as two lawmakers' cells do in the real 2024 workbook."""
    source = zipfile.ZipFile(os.path.join(HERE, "directory-v1.10.0.xlsx"))
    with zipfile.ZipFile(os.path.join(HERE, "directory-v1.4.0.xlsx"), "w", zipfile.ZIP_DEFLATED) as z:
        for item in source.infolist():
            data = source.read(item.filename)
            if item.filename == "xl/sharedStrings.xml":
                text = data.decode()
                for old, new in [(">1.10.0<", ">1.4.0<"),
                                 (">member001@assembly.example.kr<", ">member001@assembly.example.kr, hong@na.example.kr<"),
                                 (">member002@assembly.example.kr<", ">member002@assembly.example.kr;\nkim@na.example.kr<")]:
                    assert text.count(old) == 1, old
                    text = text.replace(old, new)
                data = text.encode()
            put(z, item.filename, data)

if __name__ == "__main__":
    names = sources()
    archives(names)
    workbooks()
    older_real_layout()
