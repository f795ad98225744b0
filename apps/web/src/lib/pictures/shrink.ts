/**
 * A phone's photo made small in the browser before it is sent, a rider's paper
 * (docs/product/riders-on-file.md#screens) or a bike's photo at the counter: a picture of 12 megapixels and 4 MB becomes one of at most 1600 px on its long side (what the shop keeps
 * anyway), so it goes up a slow connection in seconds and stays under the 5 MB limit. The server reads and
 * re-encodes whatever arrives (docs/decisions/042-rider-pictures-in-postgresql.md); this only saves time.
 */
import { RIDER_IMAGE_MAX_SIDE } from '@bond/contract/riders';

/** The photo formats the shop reads (docs/product/riders-on-file.md#pictures), offered by file inputs. */
export const PICTURE_TYPES = 'image/jpeg,image/png,image/webp';

/** The JPEG quality of a shrunk picture. */
export const SHRINK_QUALITY = 0.85;

/**
 * The size a picture of `width` × `height` is drawn at: unchanged when its long side is at most `maxSide`,
 * otherwise scaled down to it, keeping its shape (each side at least 1 px).
 */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number = RIDER_IMAGE_MAX_SIDE,
): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= maxSide) return { width, height };
  const scale = maxSide / long;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** A decoded picture: its size, and how to draw it. */
export type Decoded = { width: number; height: number; source: CanvasImageSource; close?: () => void };

export type ShrinkTools = {
  /** Decodes a file, turned upright by its EXIF orientation; throws when the browser cannot. */
  decode: (file: Blob) => Promise<Decoded>;
  /** Draws a decoded picture at a size and encodes it as a JPEG; null when the browser cannot. */
  encode: (picture: Decoded, size: { width: number; height: number }) => Promise<Blob | null>;
};

async function decodeInBrowser(file: Blob): Promise<Decoded> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
}

async function encodeInBrowser(picture: Decoded, size: { width: number; height: number }): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(picture.source, 0, 0, size.width, size.height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', SHRINK_QUALITY));
}

const browserTools: ShrinkTools = { decode: decodeInBrowser, encode: encodeInBrowser };

/**
 * The picture to send for `file`: decoded upright, drawn at most 1600 px on its long side and written as a
 * JPEG at 0.85. The original goes as it is when the browser cannot decode or encode it (the server says
 * whether it can read it), or when it needed no shrinking and the JPEG came out no smaller.
 */
export async function shrinkPicture(file: Blob, tools: ShrinkTools = browserTools): Promise<Blob> {
  let decoded: Decoded;
  try {
    decoded = await tools.decode(file);
  } catch {
    return file;
  }
  try {
    const size = fitWithin(decoded.width, decoded.height);
    const shrunk = await tools.encode(decoded, size);
    if (!shrunk) return file;
    const resized = size.width !== decoded.width || size.height !== decoded.height;
    return resized || shrunk.size < file.size ? shrunk : file;
  } catch {
    return file;
  } finally {
    decoded.close?.();
  }
}
