// Draws the installable app's icons (gold tile, dark plate with knife and fork) as real PNG files.
// No image library: pixels are computed with 4x4 supersampling and encoded with node:zlib.
// Run: node packages/dashboard/scripts/generate-pwa-icons.mjs
import { writeFileSync } from "node:fs";
import { deflateSync } from "node:zlib";

const gold = [0xd4, 0xa7, 0x2c];
const dark = [0x1c, 0x19, 0x17];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = crcTable[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    raw[y * (size * 4 + 1)] = 0; // no filter
    rgba.copy(raw, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The motif in unit coordinates (0..1): what colour a point has, or null for transparent. */
function motif(x, y, { maskable }) {
  // Background: a rounded tile (regular) or the full square (maskable, the launcher cuts its shape).
  const r = 0.22;
  const inTile =
    maskable ||
    Math.max(Math.abs(x - 0.5) - (0.5 - r), 0) ** 2 + Math.max(Math.abs(y - 0.5) - (0.5 - r), 0) ** 2 <=
      r * r;
  if (!inTile) return null;
  // Content shrinks into the maskable safe zone (a circle of 80 %).
  const scale = maskable ? 0.72 : 0.9;
  const u = (x - 0.5) / scale + 0.5;
  const v = (y - 0.5) / scale + 0.5;
  const dx = u - 0.5;
  const dy = v - 0.52;
  const d = Math.hypot(dx, dy);
  // Plate: a dark ring.
  if (d <= 0.3 && d >= 0.22) return dark;
  // Fork (left) and knife (right) beside the plate.
  const handle = v >= 0.22 && v <= 0.82;
  if (handle && Math.abs(u - 0.13) <= 0.022) return dark;
  if (
    v >= 0.22 &&
    v <= 0.4 &&
    u >= 0.08 &&
    u <= 0.18 &&
    (Math.abs(u - 0.09) <= 0.012 || Math.abs(u - 0.17) <= 0.012)
  )
    return dark;
  if (v >= 0.36 && v <= 0.42 && u >= 0.08 && u <= 0.18) return dark;
  if (handle && u >= 0.85 && u <= 0.9) return dark;
  if (v >= 0.22 && v <= 0.5 && u >= 0.85 && u <= 0.92 && u - 0.85 <= (0.5 - v) * 0.35 + 0.035) return dark;
  return gold;
}

function draw(size, options) {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const colour = motif(
            (px + (sx + 0.5) / samples) / size,
            (py + (sy + 0.5) / samples) / size,
            options,
          );
          if (!colour) continue;
          red += colour[0];
          green += colour[1];
          blue += colour[2];
          alpha += 1;
        }
      }
      const offset = (py * size + px) * 4;
      if (alpha > 0) {
        rgba[offset] = Math.round(red / alpha);
        rgba[offset + 1] = Math.round(green / alpha);
        rgba[offset + 2] = Math.round(blue / alpha);
      }
      rgba[offset + 3] = Math.round((alpha / (samples * samples)) * 255);
    }
  }
  return encodePng(size, rgba);
}

const out = new URL("../public/", import.meta.url);
const files = [
  ["icon-192.png", 192, { maskable: false }],
  ["icon-512.png", 512, { maskable: false }],
  ["icon-maskable-512.png", 512, { maskable: true }],
  ["apple-touch-icon.png", 180, { maskable: true }],
];
for (const [name, size, options] of files) {
  writeFileSync(new URL(name, out), draw(size, options));
  console.log(`${name} (${size}x${size})`);
}
