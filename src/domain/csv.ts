/**
 * A spreadsheet runs a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula (CSV
 * injection, OWASP): such a cell of an export is neutralised with a leading single quote, which spreadsheets show
 * as text. The one rule of every CSV the app writes (src/components/list/csv-export.ts).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const inertCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** The byte-order mark that makes spreadsheets read a CSV file as UTF-8 (accents, non-Latin names). */
export const UTF8_BOM = '\uFEFF';
