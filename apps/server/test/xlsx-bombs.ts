import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/** One file of a hand-built zip: its deflated bytes, and the sizes and CRC the zip declares for it. */
export interface ZipPart {
  name: string;
  deflated: Buffer;
  size: number;
  crc: number;
}

export function part(name: string, text: string): ZipPart {
  const data = Buffer.from(text);
  return { name, deflated: deflateRawSync(data), size: data.length, crc: crc32(data) };
}

/** `head`, then `chunk` repeated `times`, then `tail`, deflated as a stream (never all in memory). */
export async function repeatedPart(
  name: string,
  head: string,
  chunk: string,
  times: number,
  tail: string,
): Promise<ZipPart> {
  const perBlock = Math.max(1, Math.floor((1 << 20) / chunk.length));
  const block = Buffer.from(chunk.repeat(perBlock));
  const deflate = createDeflateRaw({ level: 1 });
  const out: Buffer[] = [];
  deflate.on('data', (piece: Buffer) => out.push(piece));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  const write = async (piece: Buffer) => {
    crc = crc32(piece, crc);
    size += piece.length;
    if (!deflate.write(piece)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(head));
  for (let left = times; left > 0; left -= perBlock) {
    await write(left >= perBlock ? block : Buffer.from(chunk.repeat(left)));
  }
  await write(Buffer.from(tail));
  deflate.end();
  await done;
  return { name, deflated: Buffer.concat(out), size, crc };
}

/** A zip of the parts; `declare` may lie about a part's size (a zip that expands past what it says). */
export function zipOf(parts: ZipPart[], declare: Record<string, number> = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of parts) {
    const name = Buffer.from(entry.name);
    const size = declare[entry.name] ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.deflated.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.deflated.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.deflated);
    centrals.push(central, name);
    offset += 30 + name.length + entry.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** The parts every workbook needs around its sheet (and shared strings). */
export function workbookParts(): ZipPart[] {
  return [
    part(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/></Types>',
    ),
    part(
      '_rels/.rels',
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    part(
      'xl/workbook.xml',
      `<?xml version="1.0"?><workbook xmlns="${NS}" xmlns:r="${REL}"><sheets>` +
        '<sheet name="Painel" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
  ];
}

/** A sheet of `rows` rows (name and e-mail as shared strings 0 and 1), deflated piece by piece. */
export async function manyRowsXlsx(rows: number): Promise<Buffer> {
  return zipOf([
    ...workbookParts(),
    part('xl/sharedStrings.xml', `<sst xmlns="${NS}"><si><t>Ana</t></si><si><t>ana@ex.com</t></si></sst>`),
    await repeatedPart(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData>`,
      // Every row says it is row 2: a bomb need not number its rows, only make many of them.
      '<row r="2"><c r="A2" t="s"><v>0</v></c><c r="B2" t="s"><v>1</v></c></row>',
      rows,
      '</sheetData></worksheet>',
    ),
  ]);
}

/** One shared string of `chars` characters in the first cell under a header. */
export async function hugeCellXlsx(chars: number, declare: Record<string, number> = {}): Promise<Buffer> {
  return zipOf(
    [
      ...workbookParts(),
      await repeatedPart(
        'xl/sharedStrings.xml',
        `<sst xmlns="${NS}"><si><t>Nome</t></si><si><t>`,
        'A',
        chars,
        '</t></si></sst>',
      ),
      part(
        'xl/worksheets/sheet1.xml',
        `<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row>` +
          '<row r="2"><c r="A2" t="s"><v>1</v></c></row></sheetData></worksheet>',
      ),
    ],
    declare,
  );
}

const columnName = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : columnName(Math.floor(index / 26) - 1) + columnName(index % 26);

/**
 * A header (Nome, E-mail) and `rows` rows of `columns` cells that all point at one shared string of `chars`
 * characters: a small file whose cells, copied one by one, are a lot of text.
 */
export async function sharedStringRowsXlsx(rows: number, columns: number, chars: number): Promise<Buffer> {
  const cells = Array.from({ length: columns }, (_, i) => `<c r="${columnName(i)}2" t="s"><v>2</v></c>`);
  return zipOf([
    ...workbookParts(),
    part(
      'xl/sharedStrings.xml',
      `<sst xmlns="${NS}"><si><t>Nome</t></si><si><t>E-mail</t></si><si><t>${'x'.repeat(chars)}</t></si></sst>`,
    ),
    await repeatedPart(
      'xl/worksheets/sheet1.xml',
      `<?xml version="1.0"?><worksheet xmlns="${NS}"><sheetData>` +
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>',
      `<row r="2">${cells.join('')}</row>`,
      rows,
      '</sheetData></worksheet>',
    ),
  ]);
}
