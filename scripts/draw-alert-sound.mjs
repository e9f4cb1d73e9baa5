// Writes api/static/sounds/new-in-line.wav: the back-office's alert for a new request, inquiry or
// sign-up in the partner's line (issue 30), played when the partner turned the sound on. Two soft
// tones, 16 kHz, 8-bit mono, about 5 KB. Run it again after changing it.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RATE = 16_000;
const TONES = [
  { hz: 880, seconds: 0.16 },
  { hz: 1_320, seconds: 0.16 },
];

const samples = [];
for (const { hz, seconds } of TONES) {
  const count = Math.round(RATE * seconds);
  for (let i = 0; i < count; i++) {
    // A quick fade at both ends, so neither tone clicks.
    const fade = Math.min(1, i / 400, (count - i) / 400);
    samples.push(Math.round(128 + 90 * fade * Math.sin((2 * Math.PI * hz * i) / RATE)));
  }
}

const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + samples.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // the format chunk's size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE, 28); // bytes a second: one a sample
header.writeUInt16LE(1, 32); // bytes a frame
header.writeUInt16LE(8, 34); // bits a sample
header.write('data', 36);
header.writeUInt32LE(samples.length, 40);

writeFileSync(fileURLToPath(new URL('../api/static/sounds/new-in-line.wav', import.meta.url)), Buffer.concat([header, Buffer.from(samples)]));
