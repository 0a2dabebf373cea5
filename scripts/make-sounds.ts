/**
 * Writes the console's timer sounds (resources/sounds/*.wav): a double beep at ten seconds left and a
 * soft bell at zero. They are synthesised here, so the repository holds their source and no one's
 * recording: `node scripts/make-sounds.ts` rewrites them identically.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const RATE = 22_050;

/** One tone: a frequency (with overtones), its length and its fade, added into the samples at `start`. */
function tone(
  samples: Float32Array,
  start: number,
  seconds: number,
  partials: [number, number][],
  decay: number,
): void {
  const from = Math.round(start * RATE);
  const count = Math.round(seconds * RATE);
  for (let i = 0; i < count && from + i < samples.length; i++) {
    const t = i / RATE;
    // A 5 ms attack avoids a click; the exponential decay makes it a bell rather than a buzzer.
    const envelope = Math.min(1, t / 0.005) * Math.exp(-t * decay);
    let value = 0;
    for (const [frequency, gain] of partials) value += gain * Math.sin(2 * Math.PI * frequency * t);
    samples[from + i]! += value * envelope;
  }
}

function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++)
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32_000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const out = resolve(import.meta.dirname, '../resources/sounds');

const warning = new Float32Array(Math.round(0.5 * RATE));
tone(
  warning,
  0,
  0.15,
  [
    [880, 0.5],
    [1760, 0.1],
  ],
  12,
);
tone(
  warning,
  0.22,
  0.15,
  [
    [880, 0.5],
    [1760, 0.1],
  ],
  12,
);
writeFileSync(resolve(out, 'ten-seconds.wav'), wav(warning));

const end = new Float32Array(Math.round(1.6 * RATE));
tone(
  end,
  0,
  1.6,
  [
    [523.25, 0.45],
    [784, 0.2],
    [1046.5, 0.12],
  ],
  2.5,
);
writeFileSync(resolve(out, 'time-up.wav'), wav(end));
console.log(`wrote ${out}/ten-seconds.wav and time-up.wav`);
