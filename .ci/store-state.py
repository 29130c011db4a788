#!/usr/bin/env python3
"""Prints the state of one CleanApps store file as sorted lines, or fails (exit 1) unless
the file is a valid store envelope of the expected schema. A missing file prints nothing.

    store-state.py favorites|campaigns|water FILE
"""
import json
import sys

kind, path = sys.argv[1], sys.argv[2]
try:
    with open(path, "rb") as handle:
        data = json.loads(handle.read().decode("utf-8"))
except FileNotFoundError:
    sys.exit(0)
assert set(data) == {"document", "savedAt", "schemaVersion"}, "not an envelope"
assert data["schemaVersion"] == 1, "wrong schema"
document = data["document"]
lines = []
if kind == "favorites":
    for favorite in document["favorites"]:
        assert isinstance(favorite["title"], str)
        lines.append(str(favorite["id"]))
elif kind == "campaigns":
    for campaign in document:
        assert isinstance(campaign["purpose"], str) and campaign["photo"]["fileName"]
        lines.append(f'{campaign["id"]}\t{campaign["purpose"]}')
elif kind == "water":
    for source in document.get("sources") or []:
        steps = [source[k] for k in ("percentBoiled", "percentDisinfected", "percentFiltered")]
        assert all(0 <= step <= 100 for step in steps)
        lines.append(f'{source["id"]}\t' + "/".join(map(str, steps)))
else:
    sys.exit(f"unknown kind {kind}")
print("\n".join(sorted(lines)))
