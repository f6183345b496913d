#!/usr/bin/env bash
# Synthesises every sound of the game with sox, from nothing: no samples, no recordings.
#
#   bash assets/sounds/make-sounds.sh [OUTPUT_DIR]      (default: the folder of this script)
#
# Needs sox with Ogg Vorbis support (Debian: apt-get install sox libsox-fmt-all).
# The output is reproducible: `sox -R` fixes sox's random numbers (noise, the Ogg stream serial),
# every click time and pitch is written below, and awk does only arithmetic. Re-running the
# script on the same sox gives byte-identical .ogg files.
#
# Building blocks (all mono, 44.1 kHz, 16 bit before encoding):
#   partial OUT F T60 LEN GAIN [DELAY [ATTACK]]
#                                        a sine at F Hz decaying exponentially, -60 dB after
#                                        T60 seconds, LEN seconds long, starting after DELAY
#                                        (with a fade-in of ATTACK seconds, default none)
#   burst OUT LO HI T60 LEN GAIN [DELAY] white noise band-passed to LO..HI Hz, decaying the same way
#   knock OUT DELAY PITCH GAIN           a few partials and a burst mixed: a wooden hit
# The exponential decay is sox's `exp` wave used as an amplitude modulator: at phase 50 % it
# falls by 100 dB over half a period, so a frequency of 0.3 / T60 Hz gives -60 dB at T60.
set -euo pipefail
export LC_ALL=C

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="${1:-$here}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

command -v sox >/dev/null || { echo "make-sounds.sh: sox is needed (apt-get install sox)" >&2; exit 1; }
if ! sox -h 2>/dev/null | grep -q -w vorbis; then
  echo "make-sounds.sh: this sox cannot write Ogg Vorbis (apt-get install libsox-fmt-all)" >&2
  exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cd "$work"

RATE=44100
SOX=(sox -R -V1)
FMT=(-r "$RATE" -c 1 -b 16 -e signed-integer)
COMMENT="Troyes Dice sound effect, synthesised by assets/sounds/make-sounds.sh (sox)"

calc() { awk "BEGIN { printf \"%.6f\", $1 }"; }

# The exp wave rises again after half a period (T60 / 0.6 s): a partial is cut at 1.6 x T60
# (-96 dB) and padded with silence up to LEN.
decay_len() { awk "BEGIN { l = 1.6 * $1; if (l > $2) l = $2; printf \"%.6f\", l }"; }

partial() {
  local dst="$1" f="$2" t60="$3" len="$4" gain="$5" delay="${6:-0}" attack="${7:-0}" l
  l="$(decay_len "$t60" "$len")"
  "${SOX[@]}" -n "${FMT[@]}" "$dst" synth "$l" sine "$f" \
    synth "$l" exp amod "$(calc "0.3 / $t60")" 0 50 vol "$gain" fade h "$attack" \
    pad "$delay" "$(calc "$len - $l")"
}

burst() {
  local dst="$1" lo="$2" hi="$3" t60="$4" len="$5" gain="$6" delay="${7:-0}" l
  l="$(decay_len "$t60" "$len")"
  "${SOX[@]}" -n "${FMT[@]}" "$dst" synth "$l" whitenoise \
    synth "$l" exp amod "$(calc "0.3 / $t60")" 0 50 \
    sinc "$lo-$hi" vol "$gain" pad "$delay" "$(calc "$len - $l")"
}

# mix OUT FILE... : sums the files (no 1/n scaling)
mix() {
  local dst="$1"; shift
  if [ "$#" -eq 1 ]; then cp "$1" "$dst"; return; fi
  local args=() f
  for f in "$@"; do args+=(-v 1 "$f"); done
  "${SOX[@]}" -m "${args[@]}" "${FMT[@]}" "$dst"
}

# knock: one wooden hit; PITCH scales the resonances (1 = a die on a table)
knock() {
  local dst="$1" delay="$2" p="$3" g="$4" k="${1%.wav}"
  partial "${k}_1.wav" "$(calc "420 * $p")" 0.045 0.12 "$(calc "0.55 * $g")" "$delay"
  partial "${k}_2.wav" "$(calc "1130 * $p")" 0.025 0.12 "$(calc "0.35 * $g")" "$delay"
  partial "${k}_3.wav" "$(calc "2370 * $p")" 0.012 0.12 "$(calc "0.20 * $g")" "$delay"
  burst "${k}_4.wav" 1500 6000 0.010 0.12 "$(calc "0.50 * $g")" "$delay"
  mix "$dst" "${k}_1.wav" "${k}_2.wav" "${k}_3.wav" "${k}_4.wav"
}

# finish IN OUT.ogg LENGTH PEAK_DB [EFFECT...] : effects, trim, normalise to PEAK_DB dBFS,
# fade out the last 20 % (at most 0.3 s), encode
finish() {
  local src="$1" dst="$2" len="$3" peak="$4"; shift 4
  "${SOX[@]}" "$src" "${FMT[@]}" tmp_fx.wav pad 0 1 "$@" trim 0 "$len"
  "${SOX[@]}" tmp_fx.wav "${FMT[@]}" tmp_norm.wav gain -n "$peak" \
    fade t 0 "$len" "$(awk "BEGIN { f = 0.2 * $len; if (f > 0.3) f = 0.3; printf \"%.4f\", f }")"
  "${SOX[@]}" tmp_norm.wav --comment "$COMMENT" -C 3 "$out/$dst"
  rm -f tmp_fx.wav tmp_norm.wav
  echo "wrote $out/$dst"
}

# ---------------------------------------------------------------------------
# dice-roll.ogg: two dice tumbling on a wooden table (~0.6 s of irregular clicks)
# ---------------------------------------------------------------------------
# time(s) pitch gain: two dice, so two interleaved series, sparser and softer at the end
clicks="
0.000 1.00 1.00
0.031 1.18 0.70
0.072 0.93 0.90
0.098 1.22 0.55
0.141 1.05 0.80
0.167 0.88 0.60
0.214 1.15 0.75
0.236 0.97 0.45
0.289 1.08 0.62
0.322 1.25 0.40
0.371 0.95 0.50
0.419 1.12 0.34
0.463 1.02 0.30
0.515 0.90 0.20
0.548 1.16 0.14
"
files=()
i=0
while read -r t p g; do
  [ -n "${t:-}" ] || continue
  i=$((i + 1))
  knock "roll_$i.wav" "$t" "$p" "$g"
  files+=("roll_$i.wav")
done <<< "$clicks"
mix roll.wav "${files[@]}"
finish roll.wav dice-roll.ogg 0.65 -3 reverb 15 50 20

# ---------------------------------------------------------------------------
# die-land.ogg: a die landing: one firm knock, a small settling tap
# ---------------------------------------------------------------------------
knock land_a.wav 0 0.85 1.0
knock land_b.wav 0.075 0.95 0.22
partial land_c.wav 150 0.07 0.2 0.5
mix land.wav land_a.wav land_b.wav land_c.wav
finish land.wav die-land.ogg 0.22 -3 reverb 10 50 15

# ---------------------------------------------------------------------------
# pen-stroke.ogg: a quill scratching one stroke (~0.25 s of scratchy band-passed noise)
# pen-circle.ogg: drawing a circle: longer, the pressure swells twice with the curve
# ---------------------------------------------------------------------------
# pen OUT LEN SWELL_HZ : the nib catching on the paper's fibres is white noise whose loudness
# jumps at random (multiplied by noise low-passed to ~100 Hz), band-passed to where paper
# scratches; under it, a steady hiss and a soft swish of pink noise; a slow tremolo (SWELL_HZ)
# is the hand's pressure
pen() {
  local dst="$1" len="$2" swell="$3" k="${1%.wav}"
  "${SOX[@]}" -n "${FMT[@]}" "${k}_env.wav" synth "$len" whitenoise \
    lowpass 110 lowpass 110 gain -n -1
  "${SOX[@]}" "${k}_env.wav" "${FMT[@]}" "${k}_grain.wav" synth whitenoise amod \
    sinc 1400-7000 equalizer 3400 1q 5 gain -n -3
  "${SOX[@]}" -n "${FMT[@]}" "${k}_hiss.wav" synth "$len" whitenoise \
    sinc 2000-6500 vol 0.06
  "${SOX[@]}" -n "${FMT[@]}" "${k}_swish.wav" synth "$len" pinknoise \
    sinc 500-3000 vol 0.10
  "${SOX[@]}" -m -v 1 "${k}_grain.wav" -v 1 "${k}_hiss.wav" -v 1 "${k}_swish.wav" \
    "${FMT[@]}" "$dst" tremolo "$swell" 40 fade h 0.025 "$len" 0.06
}
pen pen1.wav 0.25 5
finish pen1.wav pen-stroke.ogg 0.25 -6
pen pen2.wav 0.55 3.8
finish pen2.wav pen-circle.ogg 0.55 -6

# ---------------------------------------------------------------------------
# bell.ogg: the day's bell, a church bell struck once (~1.5 s, decaying partials)
# ---------------------------------------------------------------------------
# Partials of a tuned bell relative to its nominal (here 440 Hz): hum 1/4, prime 1/2, tierce
# (minor third) 0.6, quint 0.75, nominal 1, then the higher, inharmonic ones; the higher a
# partial, the sooner it dies. A short noise strike gives the clapper's attack.
i=0
while read -r f t60 g; do
  [ -n "${f:-}" ] || continue
  i=$((i + 1))
  partial "bell_$i.wav" "$f" "$t60" 1.6 "$g"
done <<'PARTIALS'
110.0  4.00 0.40
220.8  3.20 0.50
264.0  2.40 0.40
331.5  1.60 0.20
440.0  2.00 0.55
551.0  1.10 0.18
663.0  0.80 0.22
880.6  0.55 0.15
1107.0 0.35 0.10
1335.0 0.22 0.07
PARTIALS
burst bell_strike.wav 800 4000 0.02 1.6 0.25
mix bell.wav bell_*.wav
finish bell.wav bell.ogg 1.6 -3 reverb 55 50 90 25

# ---------------------------------------------------------------------------
# click.ogg: a UI click (a small dry tick)
# ---------------------------------------------------------------------------
partial click_1.wav 1850 0.018 0.05 0.6
partial click_2.wav 3700 0.008 0.05 0.25
burst click_3.wav 3000 9000 0.004 0.05 0.5
mix click.wav click_1.wav click_2.wav click_3.wav
finish click.wav click.ogg 0.05 -6

# ---------------------------------------------------------------------------
# refuse.ogg: a refusal (a soft, low, muffled thud)
# ---------------------------------------------------------------------------
# a falling low tone with a bit of its octave (so that small speakers play it too) and a
# muffled noise hit; everything above 900 Hz is filtered away
"${SOX[@]}" -n "${FMT[@]}" thud_1.wav synth 0.3 sine 190-105 \
  synth 0.3 exp amod "$(calc "0.3 / 0.18")" 0 50
"${SOX[@]}" -n "${FMT[@]}" thud_2.wav synth 0.14 sine 380-260 \
  synth 0.14 exp amod "$(calc "0.3 / 0.09")" 0 50 vol 0.3
burst thud_3.wav 80 700 0.04 0.3 0.4
mix thud.wav thud_1.wav thud_2.wav thud_3.wav
finish thud.wav refuse.ogg 0.3 -4 lowpass 900

# ---------------------------------------------------------------------------
# fanfare.ogg: an achievement, a short bright fanfare (C5 E5 G5, then a held C6 over G5, E5 and C5)
# ---------------------------------------------------------------------------
# note OUT FREQ START LEN GAIN : a brassy body (sawtooth and square, low-passed, quick attack,
# linear fade) with a glockenspiel sparkle on top (its 2nd and 4th harmonics as decaying partials)
note() {
  local dst="$1" f="$2" start="$3" len="$4" gain="$5" k="${1%.wav}"
  "${SOX[@]}" -n "${FMT[@]}" "${k}_body.wav" synth "$len" sawtooth "$f" \
    synth "$len" square mix "$f" \
    lowpass "$(calc "$f * 4")" vol "$(calc "0.6 * $gain")" \
    fade t 0.015 "$len" "$(calc "$len * 0.7")" pad "$start"
  partial "${k}_p2.wav" "$(calc "$f * 2")" 0.35 "$len" "$(calc "0.5 * $gain")" "$start" 0.004
  partial "${k}_p4.wav" "$(calc "$f * 4")" 0.18 "$len" "$(calc "0.25 * $gain")" "$start" 0.004
  mix "$dst" "${k}_body.wav" "${k}_p2.wav" "${k}_p4.wav"
}
note n1.wav 523.25 0.00 0.22 0.8
note n2.wav 659.26 0.12 0.22 0.8
note n3.wav 783.99 0.24 0.22 0.8
note n4.wav 1046.50 0.36 0.90 1.0
note n5.wav 783.99 0.36 0.90 0.45
note n6.wav 659.26 0.36 0.90 0.35
note n7.wav 523.25 0.36 0.90 0.30
mix fanfare.wav n1.wav n2.wav n3.wav n4.wav n5.wav n6.wav n7.wav
finish fanfare.wav fanfare.ogg 1.4 -3 reverb 40 50 70
