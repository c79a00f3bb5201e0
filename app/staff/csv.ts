/**
 * CSV as spreadsheets read it: RFC 4180 (comma-separated, CRLF line ends, fields quoted when they
 * hold a comma, quote or line break, quotes doubled), preceded by a UTF-8 byte order mark so that
 * Excel reads å, ä and ö as UTF-8.
 */

export type CsvValue = string | number | boolean | null | undefined;

const BOM = "\uFEFF";

/**
 * A cell that a spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage
 * return) gets a leading apostrophe, so visitor-typed text can never become a formula in the
 * hotel's spreadsheet (OWASP "CSV injection").
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = neutraliseFormula(typeof value === "string" ? value : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, the header row, then one row per record; every line ends in CRLF. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvValue[]>): string {
  return BOM + [header, ...rows].map((row) => `${row.map(csvField).join(",")}\r\n`).join("");
}
