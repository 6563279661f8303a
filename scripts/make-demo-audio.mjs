// Writes web/public/demo/sermon-sample.mp3: the few seconds of sound the demo sermons play and
// their podcast episodes enclose, so a new site's library and feeds work before any upload.
// A soft F major chord swelling in and fading out; mono, 32 kHz, 48 kbps, encoded by LAME's
// JavaScript port. The same run writes the same bytes.
// Run again after changing the sound: node scripts/make-demo-audio.mjs
import { writeFileSync } from 'node:fs';
import { Mp3Encoder } from '@breezystack/lamejs';

const OUTPUT = 'web/public/demo/sermon-sample.mp3';
/** What LAME itself chooses for 48 kbps mono: given more, it would resample to this. */
const SAMPLE_RATE = 32_000;
const KBPS = 48;
const SECONDS = 8;
/** F3, A3, C4 and F4, each with two soft overtones. */
const NOTES = [174.61, 220, 261.63, 349.23];
const OVERTONES = [
  [1, 1],
  [2, 0.3],
  [3, 0.1],
];
const PEAK = 0.3;
const ATTACK_SECONDS = 1.5;
const RELEASE_SECONDS = 3.5;

function envelope(time) {
  if (time < ATTACK_SECONDS) return (1 - Math.cos((Math.PI * time) / ATTACK_SECONDS)) / 2;
  const left = SECONDS - time;
  if (left < RELEASE_SECONDS) return (1 - Math.cos((Math.PI * left) / RELEASE_SECONDS)) / 2;
  return 1;
}

const strength = OVERTONES.reduce((sum, [, gain]) => sum + gain, 0) * NOTES.length;
const samples = new Int16Array(SAMPLE_RATE * SECONDS);
for (let n = 0; n < samples.length; n += 1) {
  const time = n / SAMPLE_RATE;
  let sound = 0;
  for (const frequency of NOTES) {
    for (const [multiple, gain] of OVERTONES) {
      sound += gain * Math.sin(2 * Math.PI * frequency * multiple * time);
    }
  }
  // A slow breath in the loudness, so it does not sound like a test tone.
  const breath = 1 - 0.12 * (1 - Math.cos(2 * Math.PI * 0.25 * time)) * 0.5;
  samples[n] = Math.round((32767 * PEAK * envelope(time) * breath * sound) / strength);
}

const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
const chunks = [encoder.encodeBuffer(samples), encoder.flush()];
const mp3 = Buffer.concat(
  chunks.map((chunk) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)),
);
writeFileSync(OUTPUT, mp3);
console.log(`${OUTPUT}: ${mp3.length} bytes`);
