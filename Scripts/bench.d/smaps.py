#!/usr/bin/env python3
"""Where a running program's resident memory is: /proc/PID/smaps grouped, and its own binary split.

    smaps.py PID [--json]
    smaps.py --render FILE.json                         (the same from a saved --json)
    smaps.py --compare A.json B.json NAME_A NAME_B      (Rss per group side by side)

Prints resident kB (Rss, and Pss) per group: the program's own binary (split by ELF section, and its
code further by the Swift module or C library its symbols belong to: the calculator is linked
statically with the Swift runtime, Foundation and swift-argument-parser), heap ([heap] and
anonymous mappings), each group of shared libraries, font files and fontconfig caches, stack, other.

The split of the binary reads which of its pages are resident from /proc/PID/pagemap (root, or the
process's owner) and the section and symbol addresses from `readelf -SW` and `nm -n` on
/proc/PID/exe. A page of code counts for the symbols on it in proportion to their bytes; a page that
no symbol covers counts as "unnamed". Pss of a mapping is shared out in proportion to Rss.
The attribution by mangled name is approximate: a generic standard-library function specialised in
the calculator's module mangles as the standard library's.
"""
import bisect
import json
import os
import re
import struct
import subprocess
import sys

PAGE = os.sysconf("SC_PAGE_SIZE")

LIBRARY_GROUPS = [
    ("X11/xcb/Xau/Xdmcp", r"^lib(X11|X11-xcb|xcb|Xau|Xdmcp|Xext|Xrender|Xtst|Xi|Xfixes|Xcursor|Xrandr|Xinerama)[.-]"),
    ("Xft/fontconfig/freetype/harfbuzz/png/expat/...",
     r"^lib(Xft|fontconfig|freetype|harfbuzz|png16|expat|brotli\w*|bz2|z|graphite2|glib-2|pcre2\w*|uuid)[.-]"),
    ("libmpfr", r"^libmpfr[.-]"),
    ("libgmp", r"^libgmp[.-]"),
    ("libc/libm/ld.so", r"^(libc|libm|ld-linux[\w-]*|libpthread|libdl|librt)[.-]"),
    ("libstdc++/libgcc", r"^lib(stdc\+\+|gcc_s)[.-]"),
]

CODE_GROUPS = [   # (group, regex on the symbol name), first match wins
    ("calculator's modules", r"^\$s\d+(Calculator|Layout|calculator)"),
    ("Foundation*", r"^\$s\d+_?Foundation"),
    ("ArgumentParser", r"^\$s\d+ArgumentParser"),
    ("Regex (_StringProcessing, _RegexParser)", r"^\$s\d+_(StringProcessing|RegexParser)"),
    ("Swift stdlib (and generic specialisations)", r"^(\$s|symbolic |associated conformance)"),
    ("Swift runtime (C++, swift_*)", r"^(_Z|_?_?swift)"),
    ("libdispatch", r"^(_?_?dispatch_|_?voucher_|_os_)"),
    ("other C", r""),
]


def parse_smaps(pid):
    mappings, current = [], None
    with open("/proc/%d/smaps" % pid) as f:
        for line in f:
            fields = line.split()
            if fields and "-" in fields[0] and not fields[0].endswith(":"):
                start, end = (int(x, 16) for x in fields[0].split("-"))
                current = {"start": start, "end": end, "perms": fields[1], "offset": int(fields[2], 16),
                           "path": " ".join(fields[5:]) if len(fields) > 5 else "", "Rss": 0, "Pss": 0}
                mappings.append(current)
            elif current is not None and fields and fields[0] in ("Rss:", "Pss:"):
                current[fields[0][:-1]] = int(fields[1])
    return mappings


def group_of(path, exe):
    if not path:
        return "heap (anonymous)"
    if path == "[heap]":
        return "heap ([heap])"
    if path.startswith("[stack"):
        return "stack"
    if path.startswith("["):
        return "other"
    if os.path.realpath(path) == exe or path == exe:
        return "binary"
    base = os.path.basename(path)
    if re.search(r"\.(ttf|otf|ttc|pfb|pcf(\.gz)?)$", base, re.I) or re.search(r"\.cache-\d+$", base):
        return "fonts and fontconfig caches"
    for name, pattern in LIBRARY_GROUPS:
        if re.search(pattern, base):
            return name
    if ".so" in base:
        return "other shared libraries"
    return "other files"


def resident_pages(pid, start, end):
    """Addresses of the resident pages in [start, end) from /proc/PID/pagemap."""
    pages = []
    with open("/proc/%d/pagemap" % pid, "rb") as f:
        f.seek(start // PAGE * 8)
        data = f.read((end - start) // PAGE * 8)
    for i, (entry,) in enumerate(struct.iter_unpack("<Q", data)):
        if entry >> 63 & 1 or entry >> 62 & 1:   # present or swapped
            pages.append(start + i * PAGE)
    return pages


def sections(exe):
    out = subprocess.run(["readelf", "-SW", exe], capture_output=True, text=True, check=True).stdout
    result = []
    for line in out.splitlines():
        m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+([0-9a-f]+)\s+([0-9a-f]+)\s+\S+\s+(\S*)", line)
        if m and int(m.group(4), 16) and "A" in m.group(5):
            name, addr, size = m.group(1), int(m.group(2), 16), int(m.group(4), 16)
            if name != ".tbss":
                result.append((addr, addr + size, name))
    return sorted(result)


def symbols(exe):
    out = subprocess.run(["nm", "-n", "--defined-only", exe], capture_output=True, text=True).stdout
    starts, names = [], []
    for line in out.splitlines():
        parts = line.split(" ", 2)
        if len(parts) == 3 and parts[1] in "tTwW":
            starts.append(int(parts[0], 16))
            names.append(parts[2])
    return starts, names


def code_group(name, cache={}):
    if name not in cache:
        cache[name] = next(g for g, p in CODE_GROUPS if re.search(p, name))
    return cache[name]


def section_group(name):
    if name == ".text":
        return "text"
    if name in (".plt", ".init", ".fini"):
        return "text (other)"
    if name.startswith("swift5") or name == ".swift_modhash":
        return "Swift metadata (swift5_*)"
    if name in (".eh_frame", ".eh_frame_hdr"):
        return "unwind tables"
    if name in (".rodata", ".data.rel.ro"):
        return name
    if name in (".data", ".bss", ".got", ".got.plt", ".dynamic", ".init_array", ".fini_array", ".tdata"):
        return ".data/.bss/.got"
    if name.startswith((".dyn", ".gnu", ".rela", ".interp", ".note")):
        return "dynamic linking (.dynsym/.dynstr/.rela)"
    return "other sections"


def binary_breakdown(pid, exe, mappings):
    """kB per section group and, for .text, per code group, of the binary's resident pages (including
    the anonymous .bss just after it)."""
    file_maps = [m for m in mappings if m["path"] and os.path.realpath(m["path"]) == exe]
    if not file_maps:
        return None
    base = min(m["start"] - m["offset"] for m in file_maps)
    secs = sections(exe)
    low, high = base + secs[0][0], base + max(e for _, e, _ in secs)
    sec_starts = [s for s, _, _ in secs]
    starts, names = symbols(exe)
    by_section, by_code = {}, {}
    try:
        for m in mappings:
            if m["end"] <= low or m["start"] >= high or not m["Rss"]:
                continue
            for page in resident_pages(pid, max(m["start"], low), min(m["end"], high)):
                vaddr = page - base
                i = bisect.bisect_right(sec_starts, vaddr + PAGE // 2) - 1
                name = secs[i][2] if i >= 0 and vaddr < secs[i][1] else "(between sections)"
                g = section_group(name)
                by_section[g] = by_section.get(g, 0) + PAGE // 1024
                if name != ".text":
                    continue
                # Share the page among the symbols on it, by bytes.
                lo, hi = vaddr, vaddr + PAGE
                j = max(bisect.bisect_right(starts, lo) - 1, 0)
                covered = 0
                while j < len(starts) and starts[j] < hi:
                    s = max(starts[j], lo)
                    e = min(starts[j + 1] if j + 1 < len(starts) else hi, hi)
                    if e > s:
                        cg = code_group(names[j])
                        by_code[cg] = by_code.get(cg, 0) + (e - s) / 1024
                        covered += e - s
                    j += 1
                if covered < PAGE:
                    by_code["unnamed"] = by_code.get("unnamed", 0) + (PAGE - covered) / 1024
    except PermissionError:
        return None
    return {"sections": by_section, "text": {k: round(v) for k, v in by_code.items()}}


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 1:
        sys.exit(__doc__)
    pid = int(args[0])
    exe = os.path.realpath("/proc/%d/exe" % pid)
    mappings = parse_smaps(pid)
    groups = {}
    binary_rss = 0
    for m in mappings:
        g = group_of(m["path"], exe)
        # The binary's .bss is an anonymous mapping right after its last file mapping.
        if g == "heap (anonymous)" and mappings.index(m) > 0:
            prev = mappings[mappings.index(m) - 1]
            if prev["end"] == m["start"] and group_of(prev["path"], exe) == "binary":
                g = "binary"
        rss, pss = groups.get(g, (0, 0))
        groups[g] = (rss + m["Rss"], pss + m["Pss"])
    total = (sum(r for r, _ in groups.values()), sum(p for _, p in groups.values()))
    binary = binary_breakdown(pid, exe, mappings)
    result = {"pid": pid, "exe": exe, "total": total, "groups": groups, "binary": binary}
    if "--json" in sys.argv:
        print(json.dumps(result))
    else:
        print(render(result))


def render(result, name=None):
    lines = ["%s (pid %d, %s): Rss %d kB, Pss %d kB" % (name or os.path.basename(result["exe"]), result["pid"],
                                                          result["exe"], *result["total"])]
    lines.append("  %-52s %8s %8s" % ("group", "Rss kB", "Pss kB"))
    for g, (rss, pss) in sorted(result["groups"].items(), key=lambda kv: -kv[1][0]):
        lines.append("  %-52s %8d %8d" % (g, rss, pss))
        if g == "binary" and result.get("binary"):
            for s, kb in sorted(result["binary"]["sections"].items(), key=lambda kv: -kv[1]):
                lines.append("    %-50s %8d" % (s, kb))
                if s == "text":
                    for c, ckb in sorted(result["binary"]["text"].items(), key=lambda kv: -kv[1]):
                        lines.append("      %-48s %8d" % (c, ckb))
    return "\n".join(lines)


def compare(a, b, name_a, name_b):
    """One line per group: Rss of a, of b, and a - b, largest difference first."""
    ga, gb = a["groups"], b["groups"]
    lines = ["  %-52s %10s %10s %10s" % ("Rss kB by group", name_a, name_b, "difference")]
    rows = [(g, ga.get(g, (0, 0))[0], gb.get(g, (0, 0))[0]) for g in set(ga) | set(gb)]
    for g, x, y in sorted(rows, key=lambda r: -(r[1] - r[2])):
        lines.append("  %-52s %10d %10d %+10d" % (g, x, y, x - y))
    lines.append("  %-52s %10d %10d %+10d" % ("total", a["total"][0], b["total"][0], a["total"][0] - b["total"][0]))
    return "\n".join(lines)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--render":   # smaps.py --render FILE.json (from --json)
        print(render(json.load(open(sys.argv[2]))))
    elif len(sys.argv) == 6 and sys.argv[1] == "--compare":   # smaps.py --compare A.json B.json NAME_A NAME_B
        print(compare(json.load(open(sys.argv[2])), json.load(open(sys.argv[3])), sys.argv[4], sys.argv[5]))
    else:
        main()
