import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

/** What a PNG shows, roughly: its size and the share of pixels that are not (near) white. */
export interface PngInk {
  width: number;
  height: number;
  /** Pixels darker than near-white, over all pixels (0..1). */
  inkShare: number;
}

/**
 * Reads a non-interlaced 8-bit PNG (grey, RGB or RGBA, as pdftoppm writes) and measures its ink. A tiny
 * reader for the tests: chunks, zlib, the five row filters of the PNG spec; nothing else.
 */
export function pngInk(file: string): PngInk {
  const data = readFileSync(file);
  if (data.readUInt32BE(0) !== 0x89504e47) throw new Error(`${file} is not a PNG`);
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  while (offset < data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const body = data.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const depth = body[8];
      const colour = body[9];
      if (depth !== 8 || body[12] !== 0) throw new Error('only 8-bit non-interlaced PNGs');
      channels = colour === 0 ? 1 : colour === 2 ? 3 : colour === 4 ? 2 : colour === 6 ? 4 : 0;
      if (channels === 0) throw new Error(`unsupported PNG colour type ${colour}`);
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  let previous = new Uint8Array(stride);
  let ink = 0;
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const row = new Uint8Array(stride);
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? row[x - channels]! : 0;
      const b = previous[x]!;
      const c = x >= channels ? previous[x - channels]! : 0;
      const value = line[x]!;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      row[x] = (value + predictor) & 0xff;
    }
    for (let x = 0; x < width; x++) {
      const grey =
        channels >= 3 ? (row[x * channels]! + row[x * channels + 1]! + row[x * channels + 2]!) / 3 : row[x * channels]!;
      if (grey < 200) ink++;
    }
    previous = row;
  }
  return { width, height, inkShare: ink / (width * height) };
}
