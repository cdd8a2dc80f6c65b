/**
 * Reading and writing CSV the way spreadsheets do (RFC 4180 via papaparse), shared by the catalogue and expense
 * files. Pure: strings in, strings out; the browser does the download and the file picking.
 */
import Papa from 'papaparse';

/** Excel opens a UTF-8 file as UTF-8 only when it starts with a byte order mark. */
const BOM = '\ufeff';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return) is written with a leading
 * apostrophe, as OWASP advises against CSV injection. Apostrophes already in front are doubled the same way, so
 * reading the file back gives exactly what was written (readCell removes one).
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/** A plain negative amount ('-937.18') is a number to a spreadsheet, not a formula: it is written as it is. */
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

function writeCell(value: string): string {
  return FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
}

function readCell(value: string): string {
  return FORMULA_START.test(value) && value.startsWith("'") ? value.slice(1) : value;
}

/** A CSV file: BOM, header line, one line per row, CRLF line ends, quotes only where a cell needs them. */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `${BOM}${csvLines([header, ...rows])}`;
}

/**
 * Lines of a CSV file without the BOM, each ended by CRLF ('' for no rows): a long file is written in pieces, the
 * first one being toCsv(header, []), so the page never waits on one huge unparse.
 */
export function csvLines(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return '';
  const body = Papa.unparse(
    rows.map((row) => row.map(writeCell)),
    {
      newline: '\r\n',
      quotes: false,
    },
  );
  return `${body}\r\n`;
}

export interface CsvLine {
  /** The 1-based line of the file the record starts on, as a text editor or a spreadsheet numbers it. */
  line: number;
  cells: string[];
  /** Why the line could not be read (an unclosed quote), or null. */
  error: string | null;
}

export const CSV_MESSAGES = {
  /** The line named is the one the quote opens on, not the file's end where the reader gave up. */
  unclosedQuote:
    'A quote opened on this line is never closed, so the lines after it were read into this cell: close the quote',
  strayQuotes: 'A quoted cell has stray quotes: a quote inside a quoted cell is written twice ("")',
} as const;

/** Papaparse's quote errors: MissingQuotes is an unclosed quote, InvalidQuotes a stray one. */
function quoteError(errors: readonly Papa.ParseError[]): string | null {
  if (errors.some((problem) => problem.code === 'MissingQuotes')) return CSV_MESSAGES.unclosedQuote;
  if (errors.some((problem) => problem.type === 'Quotes')) return CSV_MESSAGES.strayQuotes;
  return null;
}

/** Offsets where each line starts; a line break is CRLF, LF or a lone CR. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === 10 || (char === 13 && text.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
  }
  return starts;
}

function lineAt(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

/**
 * The records of a CSV text with the line each starts on. A leading BOM is dropped; lines that are blank or hold
 * only blank cells (',,,' from a spreadsheet) are skipped; a cell's apostrophe guard (toCsv) is removed.
 */
export function readCsv(text: string): CsvLine[] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const starts = lineStarts(source);
  const lines: CsvLine[] = [];
  let start = 0;
  // step, not one parse: its cursor tells where each record ends, so a cell with line breaks keeps the count true.
  Papa.parse<string[]>(source, {
    step(result) {
      const cells = result.data;
      const line = lineAt(starts, start);
      start = result.meta.cursor;
      // Only quote errors belong to a line; the others (an undetectable delimiter in a one-column file) do not.
      const error = quoteError(result.errors);
      if (error === null && cells.every((cell) => cell.trim() === '')) return;
      lines.push({ line, cells: cells.map(readCell), error });
    },
  });
  return lines;
}
