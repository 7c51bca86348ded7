/** A CSV reader for what spreadsheets save: RFC 4180 quoting, `;` `,` or tab, CRLF/LF/CR, any common encoding. */

export type CsvSeparator = ';' | ',' | '\t';
const SEPARATORS: CsvSeparator[] = [';', ',', '\t'];

/**
 * Text of a CSV file. UTF-8 (with or without BOM) first; Excel's "Unicode text" is UTF-16 with a BOM;
 * a file that is not valid UTF-8 is read as Windows-1252, which Excel in Portuguese still writes.
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('windows-1252').decode(body);
  }
}

/** The separator seen most often, outside quotes, on the header line (`;` wins a tie: Brazilian Excel). */
export function detectSeparator(text: string): CsvSeparator {
  const counts = new Map<CsvSeparator, number>(SEPARATORS.map((separator) => [separator, 0]));
  let isQuoted = false;
  for (const char of text) {
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (char === '\n' || char === '\r')) break;
    else if (!isQuoted && counts.has(char as CsvSeparator))
      counts.set(char as CsvSeparator, (counts.get(char as CsvSeparator) ?? 0) + 1);
  }
  let best: CsvSeparator = ';';
  for (const separator of SEPARATORS)
    if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  return best;
}

/**
 * Records of the text, each a list of fields. A quote opens a quoted field only at the start of a field
 * ("" inside is one quote; line breaks inside are kept); elsewhere it is an ordinary character.
 */
export function parseCsv(text: string, separator: CsvSeparator = detectSeparator(text)): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let isQuoted = false;
  let isFieldStart = true;
  let index = 0;
  const endField = () => {
    record.push(field);
    field = '';
    isFieldStart = true;
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (index < text.length) {
    const char = text[index] as string;
    index += 1;
    if (isQuoted) {
      if (char !== '"') field += char;
      else if (text[index] === '"') {
        field += '"';
        index += 1;
      } else isQuoted = false;
      continue;
    }
    if (char === '"' && isFieldStart) {
      isQuoted = true;
      isFieldStart = false;
    } else if (char === separator) endField();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[index] === '\n') index += 1;
      endRecord();
    } else {
      field += char;
      isFieldStart = false;
    }
  }
  // The last record, unless the text ended with a line break.
  if (field !== '' || record.length > 0 || !isFieldStart) endRecord();
  return records;
}
