#!/usr/bin/env bash
# Scripts/install into a scratch DESTDIR: a stripped binary that works, its desktop entry and icons;
# --uninstall removes them and the directories the install created, and nothing else.
source "$(dirname "$0")/lib.sh"
cd "$ROOT"
dest=$(mktemp -d)
trap 'rm -rf "$dest"; stop_all' EXIT
mkdir -p "$dest/usr/share/applications"
touch "$dest/usr/share/applications/other.desktop"   # someone else's file in a directory that existed
DESTDIR=$dest PREFIX=/usr Scripts/install >/dev/null 2>&1
check "installed binary runs" "$("$dest/usr/bin/calculator" --keys '1 + 2 =')" "3"
check_true "installed binary is stripped (no .symtab)" bash -c "! readelf -S '$dest/usr/bin/calculator' | grep -q '\.symtab'"
check_true "smaller than the unstripped build" test "$(stat -c %s "$dest/usr/bin/calculator")" -lt "$(stat -c %s .build/release/calculator)"
for f in share/applications/calculator.desktop share/icons/hicolor/64x64/apps/calculator.png \
         share/icons/hicolor/scalable/apps/calculator.svg share/calculator/calculator.pam; do
    check_true "installed $f" test -f "$dest/usr/$f"
done
DESTDIR=$dest PREFIX=/usr Scripts/install --uninstall >/dev/null
check "uninstall leaves only what was there before" "$(cd "$dest" && find . -mindepth 1 | sort | tr '\n' ' ')" \
    "./usr ./usr/share ./usr/share/applications ./usr/share/applications/other.desktop "
finish
