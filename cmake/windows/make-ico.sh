#!/bin/sh
# make-ico.sh PNG ICO — wraps a PNG of 256x256 pixels in a Windows icon file (.ico) of one image:
# the 6-byte header, one 16-byte directory entry (width and height 0 mean 256; 1 plane, 32 bits
# per pixel, the PNG's size, its offset 22), then the PNG itself, as Windows Vista and later read.
set -eu
png=$1 ico=$2
size=$(wc -c < "$png")
le32() { printf "\\$(printf %03o $(($1 & 255)))\\$(printf %03o $(($1 >> 8 & 255)))\\$(printf %03o $(($1 >> 16 & 255)))\\$(printf %03o $(($1 >> 24 & 255)))"; }
{
  printf '\000\000\001\000\001\000'          # reserved, type 1 (icon), one image
  printf '\000\000\000\000\001\000\040\000'  # 256x256, no palette, reserved, 1 plane, 32 bpp
  le32 "$size"
  le32 22
  cat "$png"
} > "$ico.tmp"
mv "$ico.tmp" "$ico"
