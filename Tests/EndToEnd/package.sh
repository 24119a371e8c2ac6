#!/usr/bin/env bash
# The Debian package, as a user gets it: Scripts/package builds the .deb; the quality gates (lintian,
# appstreamcli, desktop-file-validate, man --warnings) pass; `apt-get install ./calculator_*.deb` adds
# only what its Depends and Recommends name; the installed program runs from a shell with nothing of
# the Swift toolchain on its paths, opens its window under Xvfb, reads the site app-defaults, and shows
# its man page; `apt-get remove` keeps only the conffile and `purge` leaves no file behind.
# Needs root (or sudo): it installs and purges the package on this machine.
source "$(dirname "$0")/lib.sh"   # (and Scripts/lib.sh: as_root)
apt_quiet() { as_root env DEBIAN_FRONTEND=noninteractive apt-get -y -qq "$@" >>"$ARTIFACTS/package-apt.log" 2>&1; }
id=example.a_seed_e6a1b361.calculator

# Without its tools, Scripts/package names each missing one and what to install, and fails (not 127).
notools=$(mktemp -d)
for tool in bash dirname mkdir git date awk; do ln -s "$(command -v "$tool")" "$notools/$tool"; done
PATH=$notools "$ROOT/Scripts/package" "$ARTIFACTS/package" >/dev/null 2>"$ARTIFACTS/package-notools.txt"; status=$?
rm -rf "$notools"
check "without its tools Scripts/package exits 1, not 127" "$status" "1"
check "it names dpkg-shlibdeps and dpkg-deb and the packages that have them" \
    "$(grep -c -e '^package: missing dpkg-shlibdeps (Debian package dpkg-dev)$' -e '^package: missing dpkg-deb (Debian package dpkg)$' "$ARTIFACTS/package-notools.txt")" "2"
check "it says to run Scripts/install-deps --package" "$(grep -c 'Scripts/install-deps --package' "$ARTIFACTS/package-notools.txt")" "1"

deb=$("$ROOT/Scripts/package" "$ARTIFACTS/package") || { echo "FAIL Scripts/package"; exit 1; }
check "the package is calculator_VERSION-1_amd64.deb, VERSION from --version" \
    "$(basename "$deb")" "calculator_$("$ROOT/.build/release/calculator" --version | awk '{ print $2 }')-1_amd64.deb"
tree=$(mktemp -d); dpkg-deb -R "$deb" "$tree"

# --- The quality gates ---
lintian "$deb" >"$ARTIFACTS/lintian.txt" 2>&1
check "lintian: no error or warning but initial-upload-closes-no-bugs" \
    "$(grep -E '^[EW]: ' "$ARTIFACTS/lintian.txt" | grep -v ' initial-upload-closes-no-bugs ')" ""
check_true "appstreamcli validate --no-net" appstreamcli validate --no-net "$tree/usr/share/metainfo/$id.metainfo.xml"
check_true "desktop-file-validate" desktop-file-validate "$tree/usr/share/applications/$id.desktop"
check "man --warnings renders the page without a warning" \
    "$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -l "$tree/usr/share/man/man1/calculator.1.gz" 2>&1 >/dev/null)" ""
check "the binary is stripped" "$(file -b "$tree/usr/bin/calculator" | grep -o 'not stripped')" ""
check_true "the binary is linked with -z now (BIND_NOW)" grep -q 'FLAGS.*BIND_NOW' <(readelf -d "$tree/usr/bin/calculator")
check "the menu entry is translated (msgfmt --desktop): Name[de]" \
    "$(grep '^Name\[de\]=' "$tree/usr/share/applications/$id.desktop")" "Name[de]=Rechner"
check "the metainfo is translated (msgfmt --xml): its German summary" \
    "$(grep -c '<summary xml:lang="de">' "$tree/usr/share/metainfo/$id.metainfo.xml")" "1"
check "a catalogue per language of Resources/po/LINGUAS" \
    "$(cd "$tree/usr/share/locale" && ls -d */LC_MESSAGES/calculator.mo | cut -d/ -f1 | tr '\n' ' ')" \
    "$(tr '\n' ' ' <"$ROOT/Resources/po/LINGUAS")"
check "the README --help and the man page point to is installed" \
    "$(cmp "$tree/usr/share/doc/calculator/README.md" "$ROOT/README.md" && echo same)" "same"
check "the rules in full are installed where the README links to them" \
    "$(cmp "$tree/usr/share/doc/calculator/docs/USAGE.md" "$ROOT/docs/USAGE.md" && echo same)" "same"
check "--help points to where the README is installed" \
    "$("$ROOT/.build/release/calculator" --help | tr -s ' \n' ' ' | grep -o 'README.md, installed in /usr/share/doc/calculator')" \
    "README.md, installed in /usr/share/doc/calculator"
check "the description says what the numbers are (no 40 digits)" \
    "$(dpkg-deb -f "$deb" Description | grep -c -e '40 significant' -e 'every digit shown is proven')" "1"
check "the menu entry keeps the name Calculator and adds its own GenericName" \
    "$(grep -E '^(Name|GenericName)=' "$tree/usr/share/applications/$id.desktop" | tr '\n' ' ')" "Name=Calculator GenericName=Exact Calculator "
check "the app-defaults file is a conffile" "$(cat "$tree/DEBIAN/conffiles")" "/etc/X11/app-defaults/Calculator"
check "Section: math" "$(dpkg-deb -f "$deb" Section)" "math"
check "the metainfo's release is the package's version" \
    "$(grep -o 'release version="[^"]*"' "$tree/usr/share/metainfo/$id.metainfo.xml")" \
    "release version=\"$(dpkg-deb -f "$deb" Version | cut -d- -f1)\""
check "the changelog's entry is the package's version" \
    "$(zcat "$tree/usr/share/doc/calculator/changelog.Debian.gz" | head -1 | cut -d' ' -f2)" "($(dpkg-deb -f "$deb" Version))"
check_true "md5sums hold every file" bash -c "cd '$tree' && md5sum --quiet -c DEBIAN/md5sums && \
    [[ \$(wc -l <DEBIAN/md5sums) -eq \$(find . -path ./DEBIAN -prune -o -type f -print | wc -l) ]]"

# --- Installed as a user would ---
as_root dpkg --purge calculator >/dev/null 2>&1   # a copy a previous run left
snapshot() { find /usr /etc /opt -xdev \( -path /usr/share/icons/hicolor/icon-theme.cache -o -path /etc/ld.so.cache \) -prune -o -print 2>/dev/null | sort; }
packages() { dpkg-query -W -f '${db:Status-Abbrev} ${Package}\n' | awk '$1 == "ii" { print $2 }' | sort; }
snapshot >"$ARTIFACTS/files-before.txt"; packages >"$ARTIFACTS/packages-before.txt"
(cd "$(dirname "$deb")" && apt_quiet install "./$(basename "$deb")")
check "apt-get install ./calculator_*.deb installed it" "$(dpkg-query -W -f '${Status}' calculator 2>&1)" "install ok installed"
packages >"$ARTIFACTS/packages-installed.txt"
named=" calculator $(dpkg-deb -f "$deb" Depends Recommends | tr ',|' '\n\n' | sed -E 's/^[A-Za-z-]+: //; s/\(.*//' | xargs) "
added=$(comm -13 "$ARTIFACTS/packages-before.txt" "$ARTIFACTS/packages-installed.txt" | tr '\n' ' ')
unnamed=""; for p in $added; do [[ "$named" == *" ${p%%:*} "* ]] || unnamed+="$p "; done
echo "     (installing added: $added)"
check "the install adds no package that Depends or Recommends do not name" "$unnamed" ""

# From here on, a user's shell: no Swift toolchain on PATH or LD_LIBRARY_PATH.
export PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin; unset LD_LIBRARY_PATH
BIN=$(command -v calculator)
check "calculator is /usr/bin/calculator" "$BIN" "/usr/bin/calculator"
check "no swift on PATH" "$(command -v swift)" ""
check "calculator --keys '1 + 2 =' prints 3" "$(env -i PATH="$PATH" HOME="$HOME" calculator --keys '1 + 2 =')" "3"
check "ldd shows no Swift library and nothing missing" "$(ldd "$BIN" | grep -iE 'swift|not found|/opt/')" ""
check "under de_DE the installed --help finds its German catalogue" \
    "$(env -i PATH="$PATH" LANG=de_DE.UTF-8 LANGUAGE=de calculator --help | grep -c '  Ziffern$')" "1"
check "man calculator shows the page" "$(MANWIDTH=80 man calculator 2>/dev/null | grep -c 'calculator - a native X11 desktop calculator')" "1"
# The menu entry's icon resolves to an installed file (copied to the artifacts, to be looked at).
icon=$(sed -n 's/^Icon=//p' "/usr/share/applications/$id.desktop")
check "the menu entry's icon is installed" "$(ls /usr/share/icons/hicolor/*/apps/"$icon".* | wc -l)" "2"
cp "/usr/share/icons/hicolor/64x64/apps/$icon.png" "$ARTIFACTS/menu-icon.png"

# The window under Xvfb, with a site default uncommented in the app-defaults file: the background.
printf 'calculator.background: #ff0000\n' | as_root tee -a /etc/X11/app-defaults/Calculator >/dev/null
start_xvfb
launch -geometry 320x560+0+0
check "the installed window opens" "$([[ -n "$WIN" ]] && echo open)" "open"
check "its WM_CLASS is calculator, Calculator" "$(xprop -id "$WIN" WM_CLASS | cut -d= -f2)" ' "calculator", "Calculator"'
check_true "its icon (/usr/share/calculator/calculator.pam) is set" grep -q 'Icon' <(xprop -id "$WIN" _NET_WM_ICON | head -c 200)
type_text '1+2='
check "the window computes 1 + 2 = 3" "$(read_display)" "3"
screenshot package-window
check "the app-defaults file's background is drawn" "$(pixel "$ARTIFACTS/package-window.png" 2 300)" "255,0,0"
quit_app

# Removed, the modified conffile stays; purged, nothing is left.
apt_quiet remove calculator
check "apt-get remove takes the program" "$([[ -e /usr/bin/calculator ]] && echo left)" ""
check "apt-get remove keeps the changed conffile" "$([[ -e /etc/X11/app-defaults/Calculator ]] && echo kept)" "kept"
apt_quiet purge calculator
snapshot >"$ARTIFACTS/files-after.txt"; packages >"$ARTIFACTS/packages-after.txt"
check "after purge no file differs from before the install" \
    "$(diff "$ARTIFACTS/files-before.txt" "$ARTIFACTS/files-after.txt" | head -5)" ""
check "after purge dpkg knows nothing of it" "$(ls /var/lib/dpkg/info/calculator.* 2>/dev/null)" ""
check "after purge the installed packages are those before" \
    "$(diff "$ARTIFACTS/packages-before.txt" "$ARTIFACTS/packages-after.txt")" ""
rm -rf "$tree"
finish
