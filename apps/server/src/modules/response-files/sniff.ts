/**
 * The content type of a file read from its bytes (magic numbers), never from what the browser says: a
 * renamed executable must not pass as a photo. Office files are ZIP archives told apart by their parts.
 */
export function sniffContentType(bytes: Uint8Array, name: string): string | null {
  const starts = (signature: number[], at = 0) =>
    signature.every((byte, index) => bytes[at + index] === byte);
  const ascii = (text: string, at = 0) =>
    starts(
      [...text].map((char) => char.charCodeAt(0)),
      at,
    );
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'image/gif';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp';
  if (ascii('BM') && bytes.length > 26) return 'image/bmp';
  if (ascii('ftypheic', 4) || ascii('ftypheix', 4) || ascii('ftypmif1', 4)) return 'image/heic';
  if (ascii('%PDF-')) return 'application/pdf';
  if (starts([0x50, 0x4b, 0x03, 0x04])) return zipKind(bytes);
  if (ascii('ftyp', 4)) return ascii('qt', 8) ? 'video/quicktime' : 'video/mp4';
  if (ascii('ID3') || starts([0xff, 0xfb]) || starts([0xff, 0xf3])) return 'audio/mpeg';
  if (ascii('OggS')) return 'audio/ogg';
  if (isPlainText(bytes)) return name.toLowerCase().endsWith('.csv') ? 'text/csv' : 'text/plain';
  return null;
}

/** DOCX/XLSX/PPTX name their main part in the archive's first entries; anything else is a plain ZIP. */
function zipKind(bytes: Uint8Array): string {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, Math.min(bytes.length, 64 * 1024)));
  if (head.includes('word/'))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (head.includes('xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  if (head.includes('ppt/'))
    return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  return 'application/zip';
}

/** UTF-8 text without control characters other than tab and line breaks. */
function isPlainText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  const decoded = new TextDecoder('utf-8').decode(sample);
  // A multi-byte character cut at the 64 KB mark is still text.
  const text = bytes.length > sample.length ? decoded.replace(/\uFFFD{1,3}$/, '') : decoded;
  if (text.includes('\uFFFD')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
  return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
}

const EXTENSION_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  heic: 'image/heic',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  txt: 'text/plain',
  csv: 'text/csv',
};

/**
 * Whether a sniffed type is one of a question's acceptedTypes (SurveyJS's `accept` list: 'image/*',
 * 'application/pdf', '.docx'). An empty list accepts every type we recognise.
 */
export function isAcceptedType(type: string, acceptedTypes: string | undefined): boolean {
  const accepted = (acceptedTypes ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  if (accepted.length === 0) return true;
  return accepted.some((item) => {
    if (item.startsWith('.')) return EXTENSION_TYPES[item.slice(1)] === type;
    if (item.endsWith('/*')) return type.startsWith(item.slice(0, -1));
    return item === type;
  });
}
