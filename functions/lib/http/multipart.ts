import busboy from 'busboy';
import { type FileUploadRule } from '@praktijk/shared/route-types';
import { HttpError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors';
import { type ApiEvent } from './types';

// One-file multipart/form-data uploads (imports, medical cards): the file is checked by name,
// size and content before any operation sees it.
export interface UploadedFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface Upload {
  fields: Record<string, string>;
  file: UploadedFile;
}

export const UNREADABLE_UPLOAD = 'The upload could not be read.';

/** 415 in the field-keyed shape, so the form shows it under the file input. */
class FileTypeError extends HttpError {
  readonly status = 415;
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
  body() {
    return { [this.field]: [this.message] };
  }
}

function read(
  event: Pick<ApiEvent, 'body' | 'isBase64Encoded' | 'headers'>,
  rule: FileUploadRule,
): Promise<{ fields: Record<string, string>; file?: UploadedFile; tooLarge: boolean }> {
  const contentType = event.headers?.['content-type'] ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType)) throw new UnsupportedMediaTypeError('Send the file as multipart/form-data.');
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: UploadedFile | undefined;
    let tooLarge = false;
    let unreadable = false;
    // Every way the body can be unreadable ends here: busboy's constructor throws for a header
    // without a boundary, the parser and the file stream emit 'error' for a truncated body (an
    // 'error' nobody listens to would end the process, issue 21 §7).
    const refuse = () => {
      unreadable = true;
      reject(ValidationError.nonField(UNREADABLE_UPLOAD));
    };
    let parser: busboy.Busboy;
    try {
      // Browsers send file names as UTF-8 (RFC 7578); busboy reads them as latin1 unless told, which garbles 'Müller.pdf'.
      parser = busboy({
        headers: { 'content-type': contentType },
        defParamCharset: 'utf8',
        limits: { files: 1, fileSize: rule.maxBytes, fields: 20, fieldSize: 1024 },
      });
    } catch {
      return refuse();
    }
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => (tooLarge = true));
      stream.on('error', refuse);
      stream.on('close', () => {
        if (name === rule.field && !unreadable) file = { filename: info.filename ?? '', contentType: info.mimeType, data: Buffer.concat(chunks) };
      });
    });
    parser.on('close', () => (unreadable ? undefined : resolve({ fields, file, tooLarge })));
    parser.on('error', refuse);
    parser.end(Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8'));
  });
}

/** Text files must be UTF-8 without NUL bytes: a renamed binary is refused by its content. */
function looksLikeText(data: Buffer): boolean {
  return !data.includes(0) && Buffer.from(data.toString('utf8'), 'utf8').equals(data);
}

export async function parseUpload(event: Pick<ApiEvent, 'body' | 'isBase64Encoded' | 'headers'>, rule: FileUploadRule): Promise<Upload> {
  const { fields, file, tooLarge } = await read(event, rule);
  if (tooLarge) throw new PayloadTooLargeError(`The file is larger than ${Math.round(rule.maxBytes / 1024 / 1024)} MB.`);
  if (!file || file.data.length === 0) throw ValidationError.field(rule.field, 'No file was submitted.');
  const name = file.filename.toLowerCase();
  if (!rule.extensions.some((ext) => name.endsWith(ext))) throw new FileTypeError(rule.field, rule.wrongTypeMessage);
  if (rule.extensions.every((ext) => ['.csv', '.txt'].includes(ext)) && !looksLikeText(file.data)) throw new FileTypeError(rule.field, rule.wrongTypeMessage);
  return { fields, file };
}
