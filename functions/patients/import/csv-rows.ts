import { Readable } from 'node:stream';
import { parse as parseStream } from 'csv-parse';
import { CsvError, parse } from 'csv-parse/sync';

// The import file: UTF-8 CSV with a header row of field names (see README "Importing patients").
// Comma or semicolon separated: spreadsheets in Dutch locales save with semicolons.
export interface CsvFile {
  /** The header's names, trimmed and lower-cased, in the file's order. */
  columns: string[];
  rows: Record<string, string>[];
  /** Each row's number as a spreadsheet shows it (the header is row 1), counting the rows that could not be read. */
  rowNumbers: number[];
  /** Rows that could not be read while the rest of the file could (a stray quote): each fails alone. */
  unreadable: { row: number; reason: string }[];
}

/** A file that is not readable CSV: what is wrong, in words staff can act on, and where. */
export class CsvFileError extends Error {
  constructor(
    readonly line: number,
    problem: string,
  ) {
    super(`The file cannot be read: ${problem}`);
    this.name = 'CsvFileError';
  }
}

function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** The 1-based line at which the record after `offset` (bytes of the UTF-8 file) begins: blank lines are skipped. */
function recordLine(file: Buffer, offset: number): number {
  const lines = file
    .subarray(0, offset)
    .toString('utf8')
    .split(/\r\n|\r|\n/);
  const rest = file
    .subarray(offset)
    .toString('utf8')
    .split(/\r\n|\r|\n/);
  let blank = 0;
  while (blank < rest.length - 1 && !rest[blank]!.trim()) blank += 1;
  return lines.length + blank;
}

// csv-parse counts a CRLF inside a quoted value as two lines, and reports the end of the file for
// a quote never closed; where the failing record begins is what staff can find in their file.
function explain(error: CsvError, line: number): CsvFileError {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return new CsvFileError(line, `the quoted value that begins on line ${line} is never closed (a " without its closing ").`);
    case 'INVALID_OPENING_QUOTE':
      return new CsvFileError(line, strayQuote(line));
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return new CsvFileError(line, `on line ${line} a quoted value is followed by other text before the next separator.`);
    default:
      return new CsvFileError(line, `line ${line} is not valid CSV.`);
  }
}

/**
 * A stray quote inside a value (C"x") spoils only its own line: the parser resumes at the next one.
 * Every other error (a quote never closed, text after a closing quote) leaves the rest of the file
 * in doubt, so the file is refused as a whole (strictCsv says where).
 */
const LINE_ONLY_ERRORS = new Set(['INVALID_OPENING_QUOTE']);

/** Issue 21 §8: a stray quote fails only its own row where the rest of the file can be read. */
export function readCsv(text: string): CsvFile {
  const skipped: CsvError[] = [];
  const rowNumbers: number[] = [];
  const unreadable: CsvFile['unreadable'] = [];
  let columns: string[] = [];
  let row = 1; // the header
  let lastSkippedLine = 0;
  const rows = parse<Record<string, string>>(Buffer.from(text, 'utf8'), {
    ...PARSE_OPTIONS,
    delimiter: delimiterOf(text),
    columns: (header: string[]) => (columns = header.map((h) => h.trim().toLowerCase())),
    skip_records_with_error: true,
    on_skip: (error) => {
      if (!error) return;
      skipped.push(error);
      // The parser reports one stray quote more than once: one failed row per line.
      const line = Number(error.lines);
      if (line === lastSkippedLine) return;
      lastSkippedLine = line;
      row += 1;
      unreadable.push({ row, reason: `This row cannot be read: ${strayQuote(line)}` });
    },
    on_record: (record) => {
      row += 1;
      rowNumbers.push(row);
      return record;
    },
  });
  if (skipped.some((error) => !LINE_ONLY_ERRORS.has(error.code))) return strictCsv(text);
  return { columns, rows, rowNumbers, unreadable };
}

const strayQuote = (line: number) => `line ${line} has a " inside a value that does not begin with one (quote the whole value and write a " inside it as "").`;

const PARSE_OPTIONS = { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true } as const;

/** The file read strictly: its rows, or the CsvFileError that names the first unreadable record's line. */
function strictCsv(text: string): CsvFile {
  const file = Buffer.from(text, 'utf8');
  let columns: string[] | undefined;
  let parsedUpTo = 0; // bytes up to the end of the last complete record
  try {
    const rows = parse<Record<string, string>>(file, {
      columns: (header: string[]) => {
        columns = header.map((h) => h.trim().toLowerCase());
        return columns;
      },
      on_record: (record, context) => {
        parsedUpTo = context.bytes;
        return record;
      },
      ...PARSE_OPTIONS,
      delimiter: delimiterOf(text),
    });
    return { columns: columns ?? [], rows, rowNumbers: rows.map((_, index) => index + 2), unreadable: [] };
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // Before the first record ends, the failing record is the header or the one after it.
    const headerEnd = columns && !parsedUpTo ? Buffer.byteLength(/^[^\r\n]*(\r\n|\r|\n)?/.exec(text)![0]) : 0;
    throw explain(error, recordLine(file, parsedUpTo || headerEnd));
  }
}

export function csvRows(text: string): Record<string, string>[] {
  return readCsv(text).rows;
}

/** One entry of the file in order: a row's cells, or a row that could not be read and why. */
export type CsvEntry = { row: number; cells: Record<string, string> } | { row: number; unreadable: string };

/** The import file's bytes: whole (tests, a file already read) or as they arrive (the S3 object's stream). */
export type CsvSource = Buffer | AsyncIterable<Uint8Array>;

/** How much of the file's start decides its separator (its first line within it). */
const SEPARATOR_PROBE_BYTES = 4096;

/**
 * The file's records one by one, as readCsv reads them (same numbering, same unreadable rows),
 * without holding them all: from a stream, only the piece being parsed is in memory.
 */
export async function* csvEntries(source: CsvSource): AsyncGenerator<CsvEntry> {
  const { head, rest } = await probe(Buffer.isBuffer(source) ? chunksOf(source) : source);
  const text = head.subarray(0, SEPARATOR_PROBE_BYTES).toString('utf8');
  const unreadable: { row: number; unreadable: string }[] = [];
  let fatal = false;
  let row = 1;
  let lastSkippedLine = 0;
  const parser = parseStream({
    ...PARSE_OPTIONS,
    delimiter: delimiterOf(text),
    columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
    skip_records_with_error: true,
    on_skip: (error) => {
      if (!error) return;
      if (!LINE_ONLY_ERRORS.has(error.code)) fatal = true;
      const line = Number(error.lines);
      if (line === lastSkippedLine) return;
      lastSkippedLine = line;
      row += 1;
      unreadable.push({ row, unreadable: `This row cannot be read: ${strayQuote(line)}` });
    },
    on_record: (record: Record<string, string>) => ({ row: (row += 1), cells: record }),
  });
  const input = Readable.from(concat(head, rest));
  input.on('error', (error) => parser.destroy(error)); // a broken download fails the read, it does not hang it
  input.pipe(parser);
  try {
    for await (const entry of parser as AsyncIterable<{ row: number; cells: Record<string, string> }>) {
      if (fatal) throw new CsvStreamRefused();
      // Unreadable rows are reported as the parser meets them, records through the stream: put them back in file order.
      while (unreadable.length && unreadable[0]!.row < entry.row) yield unreadable.shift()!;
      yield entry;
    }
  } finally {
    input.destroy(); // a reader that stops early (a paused or cleared job) releases the download
  }
  if (fatal) throw new CsvStreamRefused();
  yield* unreadable;
}

/** The file's first SEPARATOR_PROBE_BYTES (or all of a shorter one), and the iterator of the rest. */
async function probe(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<{ head: Buffer; rest: AsyncIterator<Uint8Array> | Iterator<Uint8Array> }> {
  const rest = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
  const pieces: Buffer[] = [];
  let bytes = 0;
  while (bytes < SEPARATOR_PROBE_BYTES) {
    const next = await rest.next();
    if (next.done) break;
    pieces.push(Buffer.from(next.value));
    bytes += next.value.length;
  }
  return { head: Buffer.concat(pieces), rest };
}

async function* concat(head: Buffer, rest: AsyncIterator<Uint8Array> | Iterator<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    if (head.length) yield head;
    for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
  } finally {
    await rest.return?.(); // stopped early: the source (the download) is closed too
  }
}

/** The stream met an error that leaves the rest of the file in doubt: readCsv says which and where. */
export class CsvStreamRefused extends Error {
  override name = 'CsvStreamRefused';
}

function* chunksOf(file: Buffer, size = 64 * 1024): Generator<Buffer> {
  for (let at = 0; at < file.length; at += size) yield file.subarray(at, at + size);
}
