import { CsvError, parse } from 'csv-parse/sync';

// The import file: UTF-8 CSV with a header row of field names (see README "Importing patients").
// Comma or semicolon separated: spreadsheets in Dutch locales save with semicolons.
export interface CsvFile {
  /** The header's names, trimmed and lower-cased, in the file's order. */
  columns: string[];
  rows: Record<string, string>[];
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
      return new CsvFileError(line, `line ${line} has a " inside a value that does not begin with one (quote the whole value and write a " inside it as "").`);
    case 'CSV_INVALID_CLOSING_QUOTE':
    case 'CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE':
      return new CsvFileError(line, `on line ${line} a quoted value is followed by other text before the next separator.`);
    default:
      return new CsvFileError(line, `line ${line} is not valid CSV.`);
  }
}

export function readCsv(text: string): CsvFile {
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
      bom: true,
      delimiter: delimiterOf(text),
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    });
    return { columns: columns ?? [], rows };
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
