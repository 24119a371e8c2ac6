#!/usr/bin/env python3
"""Every repository path, Swift type and link that README.md and docs/**/*.md name must exist.

    python3 Tests/Docs/doc_paths.py

Checked, in each document:
- a path in backquotes or in a code block that starts at a top directory of the repository (`Sources/`,
  `Tests/`, `Scripts/`, `docs/`, `Resources/`, `.ci/`) or is a top-level file (`Package.swift`,
  `README.md`, `COPYING`): the file or directory exists (a `*` is a glob, `{a,b}` is each of a and b, a
  `:12` or `:12-30` line suffix is dropped; a path with `<placeholder>` is skipped);
- a bare file name in backquotes (`CalculatorSession.swift`, `lib.sh`, `systems.py`): a file of that
  name is in the repository;
- a Swift type name in backquotes, written in UpperCamelCase of two words or more (`KeypadLayout`), or
  as `Type.member` (`Scene.exactForm`, `ResourceValues.names`): the type is declared (struct, class,
  enum, protocol, actor, typealias) in `Sources/` or `Tests/`, or is a target (a directory of `Sources/`
  or `Tests/`: `CalculatorModel`), or one of the other libraries' names in EXTERNAL below; and for `Type.member`, the member's name occurs in a file that declares or extends
  the type. One-word names (`Real`, `Scene`) are too often plain words (`Error`, `Copy`) to check;
- a relative link `[text](path#anchor)`: the path exists, and the anchor is a heading of the target.

Prints each missing name with its document and line, then `N names checked, M missing`; exits 1 when any
is missing. Reads only files: no build, no binary.
"""

import glob
import os
import re
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..'))

# Names in backquotes that are UpperCamelCase but not this repository's Swift types: other libraries'
# types and functions, X keysyms and protocols. Each says whose it is.
EXTERNAL = {
    'UnifiedReal': "Android's calculator (Hans Boehm's Java class)",
    'BackSpace': 'an X keysym', 'KP_Decimal': 'an X keysym', 'KP_Separator': 'an X keysym',
    'ExpressibleByArgument': 'swift-argument-parser', 'ParsableCommand': 'swift-argument-parser',
    'AsyncParsableCommand': 'swift-argument-parser',
    'FileDescriptor': 'swift-system', 'FilePath': 'swift-system',
    'XStringToKeysym': 'Xlib', 'XNextEvent': 'Xlib', 'XPending': 'Xlib', 'XftDrawStringUtf8': 'Xft',
    'XSetSelectionOwner': 'Xlib', 'XSendEvent': 'Xlib', 'XCreateWindow': 'Xlib',
    'ConnectionNumber': 'Xlib', 'XFlush': 'Xlib', 'XSync': 'Xlib',
    'CustomStringConvertible': 'the Swift standard library', 'RandomNumberGenerator': 'the Swift standard library',
    'SystemRandomNumberGenerator': 'the Swift standard library', 'ContinuousClock': 'the Swift standard library',
    'OptionSet': 'the Swift standard library', 'CaseIterable': 'the Swift standard library',
    'RawRepresentable': 'the Swift standard library', 'UInt32': 'the Swift standard library',
    'UInt64': 'the Swift standard library', 'Int64': 'the Swift standard library',
    'UInt8': 'the Swift standard library', 'Int32': 'the Swift standard library',
    'ObjectIdentifier': 'the Swift standard library', 'StaticString': 'the Swift standard library',
    'DispatchQueue': 'Dispatch', 'DispatchSource': 'Dispatch', 'TaskLocal': 'the Swift standard library',
    'ConfigureNotify': 'an X event', 'PropertyNotify': 'an X event', 'DestroyNotify': 'an X event',
    'SelectionNotify': 'an X event', 'SelectionRequest': 'an X event', 'ClientMessage': 'an X event',
    'DoAction': 'an AT-SPI interface', 'SolverImpl': "kiwi's solver (C++)",
    'CalculatorManagerTest': "Windows Calculator's tests", 'SetRadixTypeAndNumWidth': "Windows Calculator's",
    'CopyPasteManager': "Windows Calculator's", 'VmRSS': "a field of Linux's /proc/PID/status",
}

TOP_DIRS = ('Sources', 'Tests', 'Scripts', 'docs', 'Resources', '.ci')
TOP_FILES = ('Package.swift', 'README.md', 'COPYING')
PATH = re.compile(r'(?<![\w./~$-])((?:%s)/[^\s`\'"),;]*|(?:%s)(?![\w.]))' % (
    '|'.join(re.escape(d) for d in TOP_DIRS), '|'.join(re.escape(f) for f in TOP_FILES)))
BARE_FILE = re.compile(r'^[\w+-]+\.(swift|py|sh)$')
COMPOUND = re.compile(r'^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$')   # two or more capitalised words
DOTTED = re.compile(r'^([A-Z][A-Za-z0-9]*)\.([a-z][A-Za-z0-9]*)')
DECLARATION = re.compile(r'\b(?:struct|class|enum|protocol|actor|typealias|extension)\s+([A-Z]\w*)')
LINK = re.compile(r'(?<!!)\[[^\]]*\]\(([^)\s]+)\)|!\[[^\]]*\]\(([^)\s]+)\)')
CODE_SPAN = re.compile(r'(`+)(.+?)\1')


def tracked_files():
    output = subprocess.run(['git', '-C', ROOT, 'ls-files', '--cached', '--others', '--exclude-standard'],
                            capture_output=True, text=True, check=True).stdout
    return [line for line in output.split('\n') if line and os.path.exists(os.path.join(ROOT, line))]


def swift_declarations(files):
    """Each type declared or extended in Sources/ and Tests/: the files that do so."""
    types = {}
    for name in files:
        if not name.endswith('.swift') or not name.startswith(('Sources/', 'Tests/')):
            continue
        with open(os.path.join(ROOT, name), encoding='utf-8') as handle:
            for match in DECLARATION.finditer(handle.read()):
                types.setdefault(match.group(1), set()).add(name)
    return types


def declared_types(files):
    """The types declared (not only extended) in Sources/ and Tests/."""
    names = set()
    kinds = re.compile(r'\b(?:struct|class|enum|protocol|actor|typealias)\s+([A-Z]\w*)')
    for name in files:
        if name.endswith('.swift') and name.startswith(('Sources/', 'Tests/')):
            with open(os.path.join(ROOT, name), encoding='utf-8') as handle:
                names.update(kinds.findall(handle.read()))
    return names


def expand(path):
    """The paths a written path stands for: braces expanded, a line suffix dropped."""
    path = re.sub(r':\d+(?:-\d+)?$', '', path.rstrip('.:'))
    match = re.search(r'\{([^{}]*)\}', path)
    if not match:
        return [path]
    return [p for choice in match.group(1).split(',')
            for p in expand(path[:match.start()] + choice + path[match.end():])]


def exists(path):
    full = os.path.join(ROOT, path)
    return bool(glob.glob(full)) if any(c in path for c in '*?[') else os.path.exists(full)


def slug(heading):
    """GitHub's anchor for a heading."""
    text = re.sub(r'`|\*\*|\[([^\]]*)\]\([^)]*\)', lambda m: m.group(1) or '', heading.strip().lower())
    return re.sub(r'[^\w\- ]', '', text).replace(' ', '-')


def anchors(path):
    with open(path, encoding='utf-8') as handle:
        text = handle.read()
    text = re.sub(r'^```.*?^```', '', text, flags=re.S | re.M)
    return {slug(m.group(1)) for m in re.finditer(r'^#+\s+(.*)$', text, flags=re.M)}


def documents(files):
    return sorted(f for f in files if f == 'README.md' or (f.startswith('docs/') and f.endswith('.md')))


def main():
    files = tracked_files()
    basenames = {os.path.basename(f) for f in files}
    extended = swift_declarations(files)
    types = declared_types(files) | {f.split('/')[1] for f in files if f.startswith(('Sources/', 'Tests/'))}
    missing, checked = [], 0

    def report(document, number, what):
        missing.append(f'{document}:{number}: {what}')

    for document in documents(files):
        with open(os.path.join(ROOT, document), encoding='utf-8') as handle:
            lines = handle.read().split('\n')
        fenced = False
        for number, line in enumerate(lines, 1):
            if line.startswith('```'):
                fenced = not fenced
                continue
            spans = [line] if fenced else [m.group(2).strip() for m in CODE_SPAN.finditer(line)]
            for span in spans:
                for written in PATH.findall(span):
                    if '<' in written or '>' in written:
                        continue
                    for path in expand(written):
                        checked += 1
                        if not exists(path):
                            report(document, number, f'no such path: {path}')
                if fenced:
                    continue
                if BARE_FILE.match(span):
                    checked += 1
                    if span not in basenames:
                        report(document, number, f'no such file anywhere: {span}')
                    continue
                dotted = DOTTED.match(span)
                name = dotted.group(1) if dotted else span
                if not (COMPOUND.match(name) or (dotted and name in types)) or name in EXTERNAL:
                    continue
                checked += 1
                if name not in types:
                    report(document, number, f'no such Swift type: {name}')
                elif dotted:
                    member = re.compile(r'\b%s\b' % re.escape(dotted.group(2)))
                    if not any(member.search(open(os.path.join(ROOT, f), encoding='utf-8').read())
                               for f in extended.get(name, ())):
                        report(document, number, f'no member {dotted.group(2)} of {name}')
            if fenced:
                continue
            for match in LINK.finditer(line):
                target = match.group(1) or match.group(2)
                if re.match(r'^[a-z]+:', target):   # https:, mailto:
                    continue
                path, _, anchor = target.partition('#')
                resolved = os.path.normpath(os.path.join(os.path.dirname(document), path)) if path else document
                checked += 1
                if not os.path.exists(os.path.join(ROOT, resolved)):
                    report(document, number, f'link to no such path: {target}')
                elif anchor and resolved.endswith('.md') and anchor not in anchors(os.path.join(ROOT, resolved)):
                    report(document, number, f'link to no such heading: {target}')
    for line in missing:
        print(line)
    print(f'{checked} names checked, {len(missing)} missing')
    return 1 if missing else 0


if __name__ == '__main__':
    sys.exit(main())
