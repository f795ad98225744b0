import { RIDER_UPLOAD_MAX_BYTES } from '@bond/contract/riders';
import { text } from '@bond/contract/say';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/*
 * Pictures sent as multipart forms and sent back (a rider's papers, a rental's bike photos): one file of at
 * most 5 MB, read no further beyond it (413), and the form's short text fields. Nothing of the client's file
 * name is kept or used. Each route plugin registers @fastify/multipart with `uploadLimits` for itself.
 */

/** The multipart limits of a picture form with at most `fields` text fields. */
export const uploadLimits = (fields: number) => ({
  fileSize: RIDER_UPLOAD_MAX_BYTES,
  files: 1,
  fields,
  fieldSize: 100,
  parts: fields + 1,
  headerPairs: 20,
});

/** Reads a picture form: the `file` part and the text fields, in any order. */
export async function readPictureForm(
  request: FastifyRequest,
): Promise<{ file: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', text.pictureNotMultipart());
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && !file) file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        text.pictureTooLarge({ megabytes: RIDER_UPLOAD_MAX_BYTES / (1024 * 1024) }),
        'file',
      );
    }
    // A form cut short or broken: nothing of it is kept.
    throw new AppError('VALIDATION_FAILED', text.pictureNotMultipart());
  }
  if (!file || file.length === 0) throw new AppError('VALIDATION_FAILED', text.pictureMissing(), 'file');
  return { file, fields };
}

/** Sends a picture's bytes for one person's eyes: never cached, never sniffed, shown inline under a plain name. */
export function sendPicture(reply: FastifyReply, picture: { kind: string; contentType: string; bytes: Buffer }) {
  return reply
    .header('content-type', picture.contentType)
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `inline; filename="${picture.kind}.webp"`)
    .header('x-content-type-options', 'nosniff')
    .send(picture.bytes);
}
