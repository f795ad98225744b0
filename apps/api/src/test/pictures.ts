import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A photo of `width` × `height` in a format, as a phone might send it (with EXIF and GPS when asked). */
export function photo(width = 1200, height = 900, format: 'jpeg' | 'png' | 'webp' = 'jpeg', exif = false) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } });
  if (exif) {
    image = image.withExif({
      IFD0: { Copyright: 'Rider’s own phone', Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    });
  }
  return image.toFormat(format).toBuffer();
}

/** A multipart form as a browser sends it, with its content type. */
export async function multipartForm(
  fields: Record<string, string>,
  file?: { bytes: Buffer; name?: string; type?: string },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (file) body.append('file', new Blob([file.bytes], { type: file.type ?? 'image/jpeg' }), file.name ?? 'photo.jpg');
  const request = new Request('http://shop.test/', { method: 'POST', body });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

/** Posts a multipart form with a picture to `url`, as `token`'s holder. */
export async function uploadPicture(
  app: FastifyInstance,
  url: string,
  token: string,
  fields: Record<string, string>,
  file?: Parameters<typeof multipartForm>[1],
) {
  const { payload, type } = await multipartForm(fields, file);
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    payload,
  });
}
