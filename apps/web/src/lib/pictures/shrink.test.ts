import { describe, expect, it, vi } from 'vitest';
import { fitWithin, shrinkPicture, SHRINK_QUALITY, type Decoded, type ShrinkTools } from './shrink.ts';

describe('fitWithin', () => {
  it('keeps a picture whose long side is at most 1600 px as it is', () => {
    expect(fitWithin(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(900, 1600)).toEqual({ width: 900, height: 1600 });
  });

  it('scales a larger one down to 1600 px on its long side, keeping its shape', () => {
    // A 12-megapixel phone photo, landscape and portrait.
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(4000, 1999)).toEqual({ width: 1600, height: 800 });
    expect(fitWithin(3200, 3200)).toEqual({ width: 1600, height: 1600 });
  });

  it('never makes a side smaller than 1 px, and takes another limit', () => {
    expect(fitWithin(20_000, 3)).toEqual({ width: 1600, height: 1 });
    expect(fitWithin(1000, 500, 320)).toEqual({ width: 320, height: 160 });
  });
});

const photo = (bytes: number, type = 'image/jpeg') => new Blob([new Uint8Array(bytes)], { type });
const decoded = (width: number, height: number): Decoded => ({
  width,
  height,
  source: {} as CanvasImageSource,
  close: vi.fn(),
});

describe('shrinkPicture', () => {
  it('draws a large photo at 1600 px on its long side as a JPEG, and lets the decoded picture go', async () => {
    const picture = decoded(4032, 3024);
    const jpeg = photo(300_000);
    const tools: ShrinkTools = { decode: vi.fn(async () => picture), encode: vi.fn(async () => jpeg) };
    const original = photo(4_000_000);
    expect(await shrinkPicture(original, tools)).toBe(jpeg);
    expect(tools.decode).toHaveBeenCalledWith(original);
    expect(tools.encode).toHaveBeenCalledWith(picture, { width: 1600, height: 1200 });
    expect(picture.close).toHaveBeenCalled();
    expect(SHRINK_QUALITY).toBe(0.85);
  });

  it('sends the original when the browser cannot decode it, or cannot encode', async () => {
    const original = photo(2_000_000, 'image/png');
    const cannotDecode: ShrinkTools = {
      decode: async () => Promise.reject(new DOMException('The source image could not be decoded.')),
      encode: vi.fn(),
    };
    expect(await shrinkPicture(original, cannotDecode)).toBe(original);
    expect(cannotDecode.encode).not.toHaveBeenCalled();
    const cannotEncode: ShrinkTools = { decode: async () => decoded(3000, 2000), encode: async () => null };
    expect(await shrinkPicture(original, cannotEncode)).toBe(original);
  });

  it('sends a small photo as it is when the JPEG comes out no smaller, and the JPEG when it is smaller', async () => {
    const small = photo(90_000);
    const bigger: ShrinkTools = { decode: async () => decoded(800, 600), encode: async () => photo(120_000) };
    expect(await shrinkPicture(small, bigger)).toBe(small);
    const smaller = photo(60_000);
    const better: ShrinkTools = { decode: async () => decoded(800, 600), encode: async () => smaller };
    expect(await shrinkPicture(small, better)).toBe(smaller);
  });

  it('sends the original in a browser with no createImageBitmap (as jsdom)', async () => {
    const original = photo(1000);
    expect(await shrinkPicture(original)).toBe(original);
  });
});
