import { RIDER_IMAGE_MAX_PIXELS, RIDER_IMAGE_MAX_SIDE } from '@bond/contract/riders';
import { text } from '@bond/contract/say';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../errors.ts';

/*
 * A picture as it is kept (a rider's papers, docs/product/riders-on-file.md#pictures; a rental's bike photos,
 * docs/product/handover-and-return.md#photos): read by its content with sharp
 * (libvips), refused before decoding when it declares too many pixels, turned upright by its EXIF
 * orientation, shrunk to at most 1600 px on the long side and written anew as WebP with no metadata at all
 * (EXIF with GPS, XMP, IPTC, ICC profiles and comments are not copied), with a small thumbnail.
 */

// Decoded pixels are not worth keeping between uploads of different pictures.
sharp.cache(false);

/** The long side of a thumbnail (a customer's own view of the file, a review list). */
const THUMBNAIL_SIDE = 320;

/** The formats taken, each with the bytes its files begin with (a second check on what libvips reads). */
const FORMATS = {
  jpeg: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  png: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  webp: (b: Buffer) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
} as const;

export type KeptPicture = {
  contentType: 'image/webp';
  content: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
};

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', text.pictureTypeUnsupported());

/**
 * Reads, checks and re-encodes an uploaded picture. 415 for anything that is not a JPEG, PNG or WebP by its
 * content (an SVG, a PDF, a script or a file that begins as one thing and is read as another), 422 for one that
 * declares more than 40 megapixels (read from its header alone: a decompression bomb is never decoded).
 */
export async function keepPicture(upload: Buffer): Promise<KeptPicture> {
  let declared: Metadata;
  try {
    // The header only: no pixel is decoded here, whatever size the picture claims.
    declared = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  const format = declared.format as string;
  if (!(format in FORMATS) || !FORMATS[format as keyof typeof FORMATS](upload)) throw unsupported();
  if (!declared.width || !declared.height) throw unsupported();
  if (declared.width * declared.height > RIDER_IMAGE_MAX_PIXELS) {
    throw new AppError(
      'IMAGE_TOO_LARGE',
      text.pictureTooManyPixels({ megapixels: Math.round(RIDER_IMAGE_MAX_PIXELS / 1_000_000) }),
    );
  }
  try {
    const { data: content, info } = await sharp(upload, { limitInputPixels: RIDER_IMAGE_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: RIDER_IMAGE_MAX_SIDE, height: RIDER_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(content)
      .resize({ width: THUMBNAIL_SIDE, height: THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer();
    return { contentType: 'image/webp', content, thumbnail, width: info.width, height: info.height };
  } catch {
    // A header that promised a picture whose data is broken or cut short.
    throw unsupported();
  }
}
