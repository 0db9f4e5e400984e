#!/usr/bin/env bash
# Makes the site's two woff2 files (src/theme/fonts/), and the TrueType
# faces the server draws the default share image with
# (../adapters/imaging/fonts/), from the @fontsource-variable packages:
# `make fonts` runs it (and installs Debian's python3-fonttools and
# python3-brotli when missing). The outputs are committed, so a build needs
# neither Python nor this script; run it again after changing a font, its
# weights or the characters kept.
#
# - Fraunces (headings): the variable font pinned at weight 600, the one
#   weight the headings use (a static face: a third of the variable file).
# - Manrope (text): the variable font limited to weights 400-700, the
#   range the text uses.
# - The share image's faces (issue 39) are the same fonts as TrueType, the
#   format Go's font reader (golang.org/x/image/font/opentype) takes; it
#   has no variable axes, so both are static: Fraunces at 600 and Manrope
#   at 500 (the image's one line of text). They keep the packages' Latin
#   and Latin Extended files merged (a name like Dvořák or Łukasz is drawn
#   in the site's type), kerning only: an image is drawn once per name,
#   so its bytes are not a visitor's budget.
# - Both keep the characters of Western European text (Basic Latin,
#   Latin-1, dashes, quotes, bullet, ellipsis, euro) and only the kerning
#   and ligature features, in two files each (issue 44): BASIC, what an
#   English page draws (preloaded), and EXTRA, the rest of Latin-1
#   (`-extra.woff2`, fetched only by a page with such a character).
#   src/theme/fonts.ts names the same ranges (unicode-range), so a page
#   with other characters falls back per character instead of showing a
#   missing glyph.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-/usr/bin/python3}
BASIC="U+0020-007E,U+00A0,U+00A9,U+00B7,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026"
EXTRA="U+00A1-00A8,U+00AA-00B6,U+00B8-00FF,U+20AC"
src=node_modules/@fontsource-variable
out=src/theme/fonts
share=../adapters/imaging/fonts
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out" "$share"
"$PY" -m fontTools.varLib.instancer "$src/fraunces/files/fraunces-latin-wght-normal.woff2" wght=600 -o "$tmp/fraunces.ttf" >/dev/null
"$PY" -m fontTools.varLib.instancer "$src/manrope/files/manrope-latin-wght-normal.woff2" wght=400:700 -o "$tmp/manrope.ttf" >/dev/null
for face in fraunces:fraunces-600 manrope:manrope-400-700; do
  "$PY" -m fontTools.subset "$tmp/${face%%:*}.ttf" --unicodes="$BASIC" --flavor=woff2 --layout-features=kern,liga --output-file="$out/${face#*:}.woff2"
  "$PY" -m fontTools.subset "$tmp/${face%%:*}.ttf" --unicodes="$EXTRA" --flavor=woff2 --layout-features=kern,liga --output-file="$out/${face#*:}-extra.woff2"
done
# shareFace FAMILY WEIGHT OUT: the family's Latin and Latin Extended files
# pinned at WEIGHT, merged, as one TrueType face.
shareFace() {
  for part in latin latin-ext; do
    "$PY" -m fontTools.varLib.instancer "$src/$1/files/$1-$part-wght-normal.woff2" wght="$2" -o "$tmp/$1-$part.ttf" >/dev/null
  done
  "$PY" -m fontTools.merge "$tmp/$1-latin.ttf" "$tmp/$1-latin-ext.ttf" --output-file="$tmp/$1-merged.ttf"
  "$PY" -m fontTools.subset "$tmp/$1-merged.ttf" --unicodes='*' --layout-features=kern --output-file="$3"
}
shareFace fraunces 600 "$share/fraunces-600.ttf"
shareFace manrope 500 "$share/manrope-500.ttf"
ls -l "$out" "$share"
