// Removes metadata from uploaded images without decoding them (phone photos carry GPS positions, camera serials,
// names). JPEG: every APPn segment but JFIF (APP0) and every comment is dropped; the EXIF orientation, if any, is
// kept in a minimal new EXIF block so photos still display upright. PNG: text, time and EXIF chunks are dropped.
// WebP: EXIF and XMP chunks are dropped. Images we cannot walk safely are refused (null).

function readOrientation(exif: Buffer): number | null {
  // exif = 'Exif\0\0' + TIFF header + IFD0
  if (exif.length < 14 || exif.toString('ascii', 0, 4) !== 'Exif') return null;
  const t = exif.subarray(6);
  const le = t.toString('ascii', 0, 2) === 'II';
  if (!le && t.toString('ascii', 0, 2) !== 'MM') return null;
  const u16 = (o: number) => (le ? t.readUInt16LE(o) : t.readUInt16BE(o));
  const u32 = (o: number) => (le ? t.readUInt32LE(o) : t.readUInt32BE(o));
  try {
    const ifd = u32(4);
    const n = u16(ifd);
    for (let i = 0; i < n; i++) {
      const e = ifd + 2 + i * 12;
      if (u16(e) === 0x0112) {
        const v = u16(e + 8);
        return v >= 1 && v <= 8 ? v : null;
      }
    }
  } catch {
    return null;
  }
  return null;
}

/** A minimal EXIF APP1 segment holding only the orientation (big-endian TIFF, one IFD entry). */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 12 + 4);
  tiff.write('MM', 0, 'ascii');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xffe1, 0);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

function stripJpeg(b: Buffer): Buffer | null {
  const out: Buffer[] = [b.subarray(0, 2)];
  let orientation: number | null = null;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      out.push(b.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    const len = b.readUInt16BE(i + 2);
    if (len < 2 || i + 2 + len > b.length) return null;
    const segment = b.subarray(i, i + 2 + len);
    if (marker === 0xda) {
      // Start of scan: the rest is image data (and the end marker).
      if (orientation && orientation !== 1) out.splice(out.length > 1 && isJfif(out[1]) ? 2 : 1, 0, orientationSegment(orientation));
      out.push(b.subarray(i));
      return Buffer.concat(out);
    }
    if (marker === 0xe1) {
      orientation ??= readOrientation(segment.subarray(4));
    } else if (!((marker >= 0xe2 && marker <= 0xef) || marker === 0xfe)) {
      out.push(segment);
    } else if (marker === 0xe2 && segment.toString('ascii', 4, 15) === 'ICC_PROFILE') {
      out.push(segment); // colour profile: not personal, and colours depend on it
    }
    i += 2 + len;
  }
  return null;
}

function isJfif(seg: Buffer): boolean {
  return seg.length > 4 && seg[0] === 0xff && seg[1] === 0xe0;
}

const PNG_DROP = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function stripPng(b: Buffer): Buffer | null {
  const out: Buffer[] = [b.subarray(0, 8)];
  let i = 8;
  while (i + 12 <= b.length) {
    const len = b.readUInt32BE(i);
    const type = b.toString('ascii', i + 4, i + 8);
    const end = i + 12 + len;
    if (end > b.length) return null;
    if (!PNG_DROP.has(type)) out.push(b.subarray(i, end));
    i = end;
    if (type === 'IEND') return Buffer.concat(out);
  }
  return null;
}

function stripWebp(b: Buffer): Buffer | null {
  const chunks: Buffer[] = [];
  let i = 12;
  while (i + 8 <= b.length) {
    const type = b.toString('ascii', i, i + 4);
    const len = b.readUInt32LE(i + 4);
    const end = i + 8 + len + (len % 2);
    if (i + 8 + len > b.length) return null;
    if (type !== 'EXIF' && type !== 'XMP ') {
      const c = Buffer.from(b.subarray(i, Math.min(end, b.length)));
      // VP8X flags: clear the EXIF (0x08) and XMP (0x04) bits.
      if (type === 'VP8X' && c.length > 8) c[8] &= ~0x0c;
      chunks.push(c);
    }
    i = end;
  }
  const body = Buffer.concat(chunks);
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'ascii');
  head.writeUInt32LE(body.length + 4, 4);
  head.write('WEBP', 8, 'ascii');
  return Buffer.concat([head, body]);
}

export function stripMetadata(b: Buffer, ext: 'jpg' | 'png' | 'webp'): Buffer | null {
  if (ext === 'jpg') return stripJpeg(b);
  if (ext === 'png') return stripPng(b);
  return stripWebp(b);
}
