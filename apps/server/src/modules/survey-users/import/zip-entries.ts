import { inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** Thrown for a zip that is not well formed or expands past what it declares (the caller answers 422). */
export class BadZipError extends Error {}

/**
 * The entries of a zip as its central directory declares them, read without inflating anything
 * (milliseconds, whatever the file expands to).
 */
export function zipEntries(bytes: Buffer): ZipEntry[] {
  // The end-of-central-directory record is in the last 22 + 65,535 (comment) bytes.
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = bytes.length - 22; at >= from; at -= 1) {
    if (bytes.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new BadZipError('no end of central directory');
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL)
      throw new BadZipError('bad central entry');
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Inflates every entry with its declared size as a hard cap, so a zip that lies about its sizes is caught
 * without ever expanding past the total the caller accepted from `zipEntries`.
 */
export function assertEntriesMatchDeclaredSizes(bytes: Buffer, entries: ZipEntry[]): void {
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL) throw new BadZipError('bad local header');
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const data = bytes.subarray(start, start + entry.compressedSize);
    if (entry.method === 0) {
      if (data.length !== entry.size) throw new BadZipError('stored size mismatch');
      continue;
    }
    if (entry.method !== 8) throw new BadZipError('unsupported compression');
    let inflated: Buffer;
    try {
      inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      throw new BadZipError('entry expands past its declared size');
    }
    if (inflated.length !== entry.size) throw new BadZipError('entry size mismatch');
  }
}
