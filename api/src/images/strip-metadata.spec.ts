import { imageInfo } from './image-info.js';
import { stripMetadata } from './strip-metadata.js';
import { fakeJpeg, fakePng } from '../../test/fixtures.js';

describe('image metadata removal', () => {
  it('drops EXIF (GPS) and comments from a JPEG but keeps its orientation, size and image data', () => {
    const clean = stripMetadata(fakeJpeg(), 'jpg')!;
    expect(clean).not.toBeNull();
    const text = clean.toString('latin1');
    expect(text).not.toContain('GPS');
    expect(text).not.toContain('comentario');
    expect(text).toContain('JFIF');
    expect(text).toContain('Exif');
    expect(imageInfo(clean)).toEqual({ ext: 'jpg', width: 640, height: 480 });
    expect(clean.subarray(-5)).toEqual(Buffer.from([0x12, 0x34, 0x56, 0xff, 0xd9]));
    // The kept orientation (big-endian TIFF, tag 0x0112, value 6).
    const i = clean.indexOf(Buffer.from([0x01, 0x12, 0x00, 0x03]));
    expect(clean.readUInt16BE(i + 8)).toBe(6);
  });

  it('drops text and EXIF chunks from a PNG', () => {
    const png = fakePng(3, 2, 'Author\0Juan Perez');
    const clean = stripMetadata(png, 'png')!;
    expect(clean.toString('latin1')).not.toContain('Juan');
    expect(clean.toString('latin1')).toContain('IDAT');
    expect(imageInfo(clean)).toEqual({ ext: 'png', width: 3, height: 2 });
  });

  it('refuses a truncated file', () => {
    expect(stripMetadata(fakeJpeg().subarray(0, 30), 'jpg')).toBeNull();
  });
});
