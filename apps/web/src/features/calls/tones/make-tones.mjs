// Writes the call sounds to apps/web/public/sounds as 16-bit mono WAV (every browser, iOS included, decodes
// it). Synthesised here rather than taken from elsewhere, so their origin and licence are plain:
//   node apps/web/src/features/calls/tones/make-tones.mjs
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const out = (name) => fileURLToPath(new URL(`../../../../public/sounds/${name}`, import.meta.url));

function wav(samples, rate) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Incoming ring: two soft chimes (G5 + C6 with a little overtone), then quiet; 3 s, looped. */
function ring() {
  const rate = 16_000;
  const samples = new Float32Array(rate * 3);
  for (const start of [0, 0.45]) {
    const from = Math.round(start * rate);
    const length = Math.round(0.4 * rate);
    for (let i = 0; i < length; i++) {
      const t = i / rate;
      const envelope = Math.min(1, t / 0.01) * Math.exp(-t * 7);
      const tone =
        0.5 * Math.sin(2 * Math.PI * 784 * t) +
        0.35 * Math.sin(2 * Math.PI * 1046.5 * t) +
        0.1 * Math.sin(2 * Math.PI * 2093 * t);
      samples[from + i] += 0.6 * envelope * tone;
    }
  }
  return wav(samples, rate);
}

/** Outgoing ringback: the familiar 440 + 480 Hz tone, 1.5 s on and 2.5 s off, looped. */
function ringback() {
  const rate = 8_000;
  const samples = new Float32Array(rate * 4);
  const on = Math.round(1.5 * rate);
  for (let i = 0; i < on; i++) {
    const t = i / rate;
    // 20 ms fades, so the loop does not click.
    const fade = Math.min(1, t / 0.02, (on - i) / rate / 0.02);
    samples[i] = 0.25 * fade * (Math.sin(2 * Math.PI * 440 * t) + Math.sin(2 * Math.PI * 480 * t));
  }
  return wav(samples, rate);
}

writeFileSync(out('call-ring.wav'), ring());
writeFileSync(out('call-ringback.wav'), ringback());
