#!/usr/bin/env bash
# Regenerates the home page's background loop (src/client/public/media/hero.{webm,mp4} and its poster)
# from ffmpeg's lavfi sources: three soft indigo/blue glows orbiting and a few drifting particles.
# Every motion has the loop's period, so the last frame runs into the first without a jump.
# Needs ffmpeg with libx264 and libvpx (Debian: apt-get install -y ffmpeg). Output: about 100 KB in all.
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/src/client/public/media"
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

D=10   # loop length, seconds
W=640; H=360
P="(2*PI*T/$D)"
B1="exp(-((X-W*(0.30+0.18*cos($P)))^2+(Y-H*(0.45+0.25*sin($P)))^2)/(2*(W*0.22)^2))"
B2="exp(-((X-W*(0.70+0.16*cos($P+2.1)))^2+(Y-H*(0.55+0.25*sin(2*$P+1)))^2)/(2*(W*0.18)^2))"
B3="exp(-((X-W*(0.5+0.30*sin($P+4)))^2+(Y-H*(0.25+0.15*cos($P+4)))^2)/(2*(W*0.13)^2))"
# A particle: starts at x0 (fraction of the width), drifts right one full width per loop, bobs around y0.
dot() { echo "exp(-((X-(mod($1*W+T/$D*W,W)))^2+(Y-H*($2+0.04*sin($P*$3+$1*7)))^2)/(2*$4^2))"; }
DOTS="($(dot 0.05 0.2 1 2.2)+$(dot 0.27 0.72 2 1.8)+$(dot 0.48 0.38 1 2.5)+$(dot 0.63 0.85 3 1.6)+$(dot 0.81 0.15 2 2)+$(dot 0.92 0.58 1 1.8)+$(dot 0.36 0.93 2 1.5))"

ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=black:s=${W}x${H}:r=24:d=$D,format=rgb24" \
  -vf "geq=r='clip(11+60*$B1+10*$B2+70*$B3+120*$DOTS,0,255)':g='clip(13+50*$B1+70*$B2+20*$B3+130*$DOTS,0,255)':b='clip(18+150*$B1+110*$B2+120*$B3+150*$DOTS,0,255)'" \
  -pix_fmt yuv420p -c:v libx264 -preset veryslow -crf 28 -tune animation -movflags +faststart -an "$tmp/hero.mp4"
ffmpeg -hide_banner -loglevel error -y -i "$tmp/hero.mp4" -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good -an "$tmp/hero.webm"
ffmpeg -hide_banner -loglevel error -y -i "$tmp/hero.mp4" -frames:v 1 -q:v 4 "$tmp/hero-poster.jpg"
cp "$tmp/hero.mp4" "$tmp/hero.webm" "$tmp/hero-poster.jpg" "$out/"
ls -l "$out"
