/**
 * A small multipart form of a few text fields and at most one file, read whole before anything is
 * stored: the file is sniffed and the text checked first, so a refused form leaves nothing behind.
 * Practice answers and discussion posts are such forms.
 */
import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from './errors';
import { storedFileName } from './downloads';
import { uploadReadError, type UploadLimitMessages } from './upload-deadline';

export interface TextAndFileSpec<F extends string> {
  /** The text fields the form may send; any other is refused. */
  fields: readonly F[];
  /** The name of its one file input. */
  fileField: string;
  fileMaxBytes: number;
  /** A field's message when its value is longer than the reader keeps (16 KB), by field. */
  tooLong: Record<F, string>;
  messages: UploadLimitMessages;
  /** The file's name when the browser sends none. */
  fallbackName: string;
}

export interface TextAndFile<F extends string> {
  /** Every declared field, '' when the form did not send it. */
  values: Record<F, string>;
  file?: { name: string; bytes: Buffer };
}

export async function readTextAndFile<F extends string>(
  req: FastifyRequest,
  spec: TextAndFileSpec<F>,
): Promise<TextAndFile<F>> {
  const values = Object.fromEntries(spec.fields.map((f) => [f, ''])) as Record<F, string>;
  let file: { name: string; bytes: Buffer } | undefined;
  let problem: HttpError | undefined;
  const known = new Set<string>(spec.fields);
  try {
    for await (const part of req.parts({
      // A field may hold text in any script (up to 4 bytes a character) with its line breaks.
      limits: {
        fileSize: spec.fileMaxBytes,
        files: 1,
        fields: spec.fields.length,
        parts: spec.fields.length + 1,
        fieldSize: 16 * 1024,
      },
    })) {
      if (part.type === 'file') {
        if (part.fieldname !== spec.fileField) {
          problem ??= badRequest(`Unexpected file field: ${part.fieldname}`);
          part.file.resume();
          continue;
        }
        const bytes = await part.toBuffer();
        // An empty file input (nothing chosen) sends a part with no bytes: no file.
        if (bytes.length > 0) file = { name: storedFileName(part.filename ?? '', spec.fallbackName), bytes };
        continue;
      }
      if (!known.has(part.fieldname)) {
        problem ??= badRequest(`Unexpected field: ${part.fieldname}`);
        continue;
      }
      const field = part.fieldname as F;
      if (part.valueTruncated) problem ??= badRequest(spec.tooLong[field], { errors: { [field]: spec.tooLong[field] } });
      values[field] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    }
  } catch (err) {
    throw uploadReadError(req, err, spec.messages);
  }
  if (problem) throw problem;
  return { values, file };
}
