/** RFC 4180 CSV for the back office's exports. */

/** One cell: NFC text; a cell that starts like a formula is prefixed so spreadsheets show it as text. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value).normalize('NFC');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file: CRLF lines, UTF-8 with a byte-order mark. Without the mark, spreadsheet programs
 * (Excel above all) open the file in the machine's legacy code page and a name in Devanagari,
 * Tamil or Bengali turns into mojibake; with it they read UTF-8.
 */
export function csvDocument(rows: unknown[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
