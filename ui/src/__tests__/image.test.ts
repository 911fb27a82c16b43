import { sizeOf } from '../image.js';

describe('sizeOf', () => {
  it("declares the picture's own intrinsic size, or the default aspect when it is unknown or not positive", () => {
    expect(sizeOf({ width: 1000, height: 600 })).toEqual({ width: 1000, height: 600 });
    expect(sizeOf({ width: null, height: null }, 640, 400)).toEqual({ width: 640, height: 400 });
    expect(sizeOf({ width: 0, height: 600 }, 640, 360)).toEqual({ width: 640, height: 360 });
    expect(sizeOf(undefined)).toEqual({ width: 1000, height: 600 });
  });
});
