#!/usr/bin/env bash
# Scripts/install into a scratch DESTDIR: a stripped binary that works, its desktop entry (translated),
# icons and translations, the README (where --help points);
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
         share/icons/hicolor/scalable/apps/calculator.svg share/calculator/calculator.pam \
         share/doc/calculator/README.md share/doc/calculator/docs/USAGE.md; do
    check_true "installed $f" test -f "$dest/usr/$f"
done
languages=$(grep -v '^#' Resources/po/LINGUAS)
for lang in $languages; do
    check_true "installed share/locale/$lang/LC_MESSAGES/calculator.mo" test -f "$dest/usr/share/locale/$lang/LC_MESSAGES/calculator.mo"
done
check "the desktop entry is translated: Name[fr]" "$(grep '^Name\[fr\]=' "$dest/usr/share/applications/calculator.desktop")" \
    "Name[fr]=Calculatrice"
check_true "the translated desktop entry is valid" desktop-file-validate "$dest/usr/share/applications/calculator.desktop"
check "the installed binary finds its catalogues beside it (de_DE: --help's digits)" \
    "$(env -u LC_MESSAGES LANG=de_DE.UTF-8 LANGUAGE=de "$dest/usr/bin/calculator" --help | grep -c '  Ziffern$')" "1"
locale_dirs=$(for lang in $languages; do
    [[ $lang == "$(head -n 1 <<<"$languages")" ]] && printf '/usr/share/locale '
    printf '/usr/share/locale/%s /usr/share/locale/%s/LC_MESSAGES ' "$lang" "$lang"
done)
# Into a DESTDIR no desktop cache is run (update-desktop-database would write mimeinfo.cache there),
# and the list of created directories names them as the installed system sees them, without DESTDIR.
check "no cache written inside DESTDIR" "$(cd "$dest" && find . -name '*.cache' | tr '\n' ' ')" ""
check "created directories are listed without DESTDIR" "$(tr '\n' ' ' <"$dest/usr/share/calculator/created-directories")" \
    "/usr/bin /usr/share/calculator /usr/share/icons /usr/share/icons/hicolor /usr/share/icons/hicolor/64x64 /usr/share/icons/hicolor/64x64/apps /usr/share/icons/hicolor/scalable /usr/share/icons/hicolor/scalable/apps /usr/share/doc /usr/share/doc/calculator /usr/share/doc/calculator/docs $locale_dirs"
DESTDIR=$dest PREFIX=/usr Scripts/install --uninstall >/dev/null
check "uninstall leaves only what was there before" "$(cd "$dest" && find . -mindepth 1 | sort | tr '\n' ' ')" \
    "./usr ./usr/share ./usr/share/applications ./usr/share/applications/other.desktop "

# Without DESTDIR (a live prefix, as PREFIX=$HOME/.local) the desktop cache is updated, and uninstall
# still leaves nothing behind in the directories the install made.
live=$(mktemp -d)
trap 'rm -rf "$dest" "$live"; stop_all' EXIT
PREFIX=$live/prefix Scripts/install >/dev/null 2>&1
if command -v update-desktop-database >/dev/null; then
    check_true "a live install updates the desktop cache" test -f "$live/prefix/share/applications/mimeinfo.cache"
else
    echo "     (no update-desktop-database here: Scripts/install-deps --test installs desktop-file-utils)"
fi
PREFIX=$live/prefix Scripts/install --uninstall >/dev/null
check "live uninstall leaves nothing" "$(cd "$live" && find . -mindepth 1 | sort | tr '\n' ' ')" ""
finish
