#!/usr/bin/env bash
# Makes the site's two woff2 files (src/theme/fonts/) from the
# @fontsource-variable packages: `make fonts` runs it (and installs
# Debian's python3-fonttools and python3-brotli when missing). The outputs
# are committed, so a build needs neither Python nor this script; run it
# again after changing a font, its weights or the characters kept.
#
# - Fraunces (headings): the variable font pinned at weight 600, the one
#   weight the headings use (a static face: a third of the variable file).
# - Manrope (text): the variable font limited to weights 400-700, the
#   range the text uses.
# - Both keep the characters of Western European text (Basic Latin,
#   Latin-1, dashes, quotes, bullet, ellipsis, euro) and only the kerning
#   and ligature features. src/theme/fonts.ts names the same range
#   (unicode-range), so a page with other characters falls back per
#   character instead of showing a missing glyph.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-/usr/bin/python3}
UNICODES="U+0020-007E,U+00A0-00FF,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+20AC"
src=node_modules/@fontsource-variable
out=src/theme/fonts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"
"$PY" -m fontTools.varLib.instancer "$src/fraunces/files/fraunces-latin-wght-normal.woff2" wght=600 -o "$tmp/fraunces.ttf" >/dev/null
"$PY" -m fontTools.varLib.instancer "$src/manrope/files/manrope-latin-wght-normal.woff2" wght=400:700 -o "$tmp/manrope.ttf" >/dev/null
"$PY" -m fontTools.subset "$tmp/fraunces.ttf" --unicodes="$UNICODES" --flavor=woff2 --layout-features=kern,liga --output-file="$out/fraunces-600.woff2"
"$PY" -m fontTools.subset "$tmp/manrope.ttf" --unicodes="$UNICODES" --flavor=woff2 --layout-features=kern,liga --output-file="$out/manrope-400-700.woff2"
ls -l "$out"
