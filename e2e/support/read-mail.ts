import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** One received message: its headers (unfolded, names in lower case) and its decoded text/plain part. */
export interface ReceivedMail {
  headers: Map<string, string>;
  text: string;
}

function decodePart(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i += 1) {
      const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
      if (/^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(soft[i] as string, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

function headersOf(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.set(line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim());
  }
  return headers;
}

/** Parses a message as the sink stored it (nodemailer's multipart/alternative, or a single text part). */
export function parseMail(raw: string): ReceivedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = headers.get('content-type')?.match(/boundary="?([^";]+)"?/)?.[1];
  if (!boundary) return { headers, text: decodePart(body, headers.get('content-transfer-encoding') ?? '') };
  for (const part of body.split(`--${boundary}`)) {
    const at = part.search(/\r?\n\r?\n/);
    if (at < 0) continue;
    const partHeaders = headersOf(part.slice(0, at).trim());
    if (!partHeaders.get('content-type')?.startsWith('text/plain')) continue;
    const content = part.slice(at).replace(/^\r?\n\r?\n/, '');
    return { headers, text: decodePart(content, partHeaders.get('content-transfer-encoding') ?? '') };
  }
  return { headers, text: '' };
}

/** Waits for the message the sink received for `to` whose subject contains `subject`. */
export async function mailTo(mailDir: string, to: string, subject: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of await readdir(mailDir)) {
      const mail = parseMail(await readFile(path.join(mailDir, file), 'utf8'));
      if (mail.headers.get('to')?.includes(to) && mail.headers.get('subject')?.includes(subject)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nenhum e-mail "${subject}" para ${to}`);
}

/** Every message received for `to` (an e-mail must reach each recipient once). */
export async function mailsTo(mailDir: string, to: string): Promise<ReceivedMail[]> {
  const found: ReceivedMail[] = [];
  for (const file of await readdir(mailDir)) {
    const mail = parseMail(await readFile(path.join(mailDir, file), 'utf8'));
    if (mail.headers.get('to')?.includes(to)) found.push(mail);
  }
  return found;
}
