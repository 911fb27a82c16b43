// Real PNG files made in memory for upload tests, encoded by sharp.
import sharp from 'sharp';

/** A real RGB PNG of w×h: a colour gradient plus noise (so it does not compress to nothing). */
export function makePng(w: number, h: number, seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(w * h * 3);
  let s = seed;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      const i = (y * w + x) * 3;
      pixels[i] = (x * 255) / w + (s & 15);
      pixels[i + 1] = (y * 255) / h;
      pixels[i + 2] = (seed * 60 + (s >> 8)) & 255;
    }
  }
  return sharp(pixels, { raw: { width: w, height: h, channels: 3 } }).png().toBuffer();
}
