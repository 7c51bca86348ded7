import {
  ERROR_MESSAGES,
  PANEL_IMPORT_LIMITS,
  PANEL_IMPORT_MESSAGES,
  PANEL_IMPORT_REASONS as REASONS,
  type TPanelImportColumn,
} from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import {
  commitImport,
  csvBase64,
  importCsv,
  previewImport,
  xlsxBase64,
} from '../../../../test/survey-users-factories';
import { useTestApp } from '../../../../test/test-app';

const HEADER = 'Nome;E-mail;Telefone;Especialidade;Região;CRM;Consentimento';
const FILE_WITH_BAD_ROWS = [
  HEADER,
  'Ana Souza;ana@exemplo.com.br;11 99999-0001;Cardiologia;Sudeste;123456-SP;sim',
  ';semnome@exemplo.com.br;;Pediatria;Sul;111;não',
  'Carlos Lima;carlos-arroba-exemplo;;Pediatria;Sul;222;não',
  'Ana Repetida;ANA@exemplo.com.br;;Pediatria;Sul;333;sim',
  'Já Cadastrada;ja@exemplo.com.br;;Oncologia;Norte;444;sim',
  ';;;;;;',
  '"Reis, Bruno";bruno@exemplo.com.br;;Oncologia;Nordeste;654321-PE;x',
  'Dora Dias;dora@exemplo.com.br;;;;;talvez',
];
const EXPECTED_REJECTED = [
  { row: 3, email: 'semnome@exemplo.com.br', reason: REASONS.missingName },
  { row: 4, email: 'carlos-arroba-exemplo', reason: REASONS.invalidEmail },
  { row: 5, email: 'ANA@exemplo.com.br', reason: REASONS.duplicateInFile(2) },
  { row: 6, email: 'ja@exemplo.com.br', reason: REASONS.existsInPanel },
  { row: 9, email: 'dora@exemplo.com.br', reason: REASONS.invalidConsent },
];

describe('panel import', () => {
  const {
    app,
    users: { admin },
  } = useTestApp({ roles: ['admin'] });

  const count = async () =>
    Number((await app.db.query<{ n: string }>('SELECT count(*)::text AS n FROM respondents')).rows[0]?.n);
  const byEmail = async (email: string) =>
    (await app.db.query<Record<string, unknown>>('SELECT * FROM respondents WHERE email = $1', [email]))
      .rows[0];

  it('panel import with bad rows: previews, imports the good rows only and reports every bad one', async () => {
    await importCsv(app, admin, ['nome;email', 'Jaqueline Cadastrada;ja@exemplo.com.br']);
    const content = csvBase64(FILE_WITH_BAD_ROWS);

    const preview = await previewImport(app, admin, content);
    expect(preview.statusCode).toBe(200);
    const planned = preview.json();
    expect(planned).toMatchObject({
      format: 'csv',
      columns: HEADER.split(';'),
      totalRows: 7,
      mappingError: null,
      toInsert: 2,
      toUpdate: 0,
      rejectedCount: 5,
      rejected: EXPECTED_REJECTED,
    });
    expect(planned.mapping).toEqual([
      { field: 'name' },
      { field: 'email' },
      { field: 'phone' },
      { field: 'attribute', key: 'especialidade' },
      { field: 'attribute', key: 'regiao' },
      { field: 'attribute', key: 'crm' },
      { field: 'consent' },
    ]);
    expect(planned.rows[0]).toEqual(FILE_WITH_BAD_ROWS[1]?.split(';'));
    expect(await count()).toBe(1);

    const commit = await commitImport(app, admin, content, planned.mapping);
    expect(commit.statusCode).toBe(200);
    expect(commit.json()).toEqual({ totalRows: 7, inserted: 2, updated: 0, rejected: EXPECTED_REJECTED });
    expect(await count()).toBe(3);
    expect(await byEmail('ana@exemplo.com.br')).toMatchObject({
      name: 'Ana Souza',
      phone: '11 99999-0001',
      consent: true,
      opted_out: false,
      attributes: { especialidade: 'Cardiologia', regiao: 'Sudeste', crm: '123456-SP' },
    });
    expect((await byEmail('ana@exemplo.com.br'))?.consent_at).not.toBeNull();
    expect(await byEmail('bruno@exemplo.com.br')).toMatchObject({ name: 'Reis, Bruno', consent: true });
    expect(await byEmail('semnome@exemplo.com.br')).toBeUndefined();
    expect((await byEmail('ja@exemplo.com.br'))?.name).toBe('Jaqueline Cadastrada');
  });

  it("'atualizar existentes' updates the panel's rows and still reports the bad ones", async () => {
    const content = csvBase64(FILE_WITH_BAD_ROWS);
    const preview = (await previewImport(app, admin, content, { onExisting: 'update' })).json();
    expect(preview).toMatchObject({ toInsert: 0, toUpdate: 3, rejectedCount: 4 });
    const commit = await commitImport(app, admin, content, preview.mapping, 'update');
    expect(commit.json()).toMatchObject({ inserted: 0, updated: 3 });
    expect(commit.json().rejected.map((item: { row: number }) => item.row)).toEqual([3, 4, 5, 9]);
    expect(await byEmail('ja@exemplo.com.br')).toMatchObject({
      name: 'Já Cadastrada',
      consent: true,
      attributes: { especialidade: 'Oncologia', regiao: 'Norte', crm: '444' },
    });
    expect(await count()).toBe(3);
  });

  it('a failure midway through the write leaves nothing imported', async () => {
    const before = await count();
    const lines = ['nome,email,especialidade'];
    for (let index = 1; index <= 1004; index += 1)
      lines.push(`Pessoa ${index},p${index}@lote.com.br,Clínica`);
    lines.push('Quebra Final,quebra@lote.com.br,Clínica');
    // The 1,005th row fails inside the second INSERT statement, after the first 1,000 rows were written.
    await app.db.query(`CREATE FUNCTION fail_on_quebra() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.email = 'quebra@lote.com.br' THEN RAISE EXCEPTION 'falha forçada'; END IF; RETURN NEW; END $$`);
    await app.db.query(
      'CREATE TRIGGER quebra BEFORE INSERT ON respondents FOR EACH ROW EXECUTE FUNCTION fail_on_quebra()',
    );
    try {
      const content = csvBase64(lines, { bom: false });
      const preview = (await previewImport(app, admin, content)).json();
      expect(preview).toMatchObject({ toInsert: 1005, rejectedCount: 0 });
      const commit = await commitImport(app, admin, content, preview.mapping);
      expect(commit.statusCode).toBe(500);
      expect(commit.json().error.message).toBe(ERROR_MESSAGES.INTERNAL);
      expect(await count()).toBe(before);
      expect(await byEmail('p1@lote.com.br')).toBeUndefined();
    } finally {
      await app.db.query('DROP TRIGGER quebra ON respondents');
    }
  });

  it('imports an XLSX: hyperlinked e-mails, numeric cells, bad rows reported', async () => {
    const content = await xlsxBase64([
      ['Nome', 'Email', 'CRM', 'UF'],
      [
        'Helena Prado',
        { text: 'helena@exemplo.com.br', hyperlink: 'mailto:helena@exemplo.com.br' },
        998877,
        'MG',
      ],
      ['Ivo Santos', 'ivo@', 112233, 'BA'],
      ['Júlia Melo', 'julia@exemplo.com.br', 445566, 'RS'],
    ]);
    const preview = (await previewImport(app, admin, content)).json();
    expect(preview).toMatchObject({ format: 'xlsx', columns: ['Nome', 'Email', 'CRM', 'UF'], toInsert: 2 });
    expect(preview.rows[0]).toEqual(['Helena Prado', 'helena@exemplo.com.br', '998877', 'MG']);
    const commit = await commitImport(app, admin, content, preview.mapping);
    expect(commit.json()).toEqual({
      totalRows: 3,
      inserted: 2,
      updated: 0,
      rejected: [{ row: 3, email: 'ivo@', reason: REASONS.invalidEmail }],
    });
    expect((await byEmail('helena@exemplo.com.br'))?.attributes).toEqual({ crm: '998877', uf: 'MG' });
  });

  it('follows the chosen mapping: ignored columns, renamed attributes, comma CSV without BOM', async () => {
    const content = csvBase64(
      ['email,full name,cidade,obs', 'kleber@exemplo.com.br,Kleber Ramos,Recife,xyz'],
      {
        bom: false,
      },
    );
    const mapping: TPanelImportColumn[] = [
      { field: 'email' },
      { field: 'name' },
      { field: 'attribute', key: 'municipio' },
      { field: 'ignore' },
    ];
    const commit = await commitImport(app, admin, content, mapping);
    expect(commit.json()).toMatchObject({ inserted: 1, rejected: [] });
    expect(await byEmail('kleber@exemplo.com.br')).toMatchObject({
      name: 'Kleber Ramos',
      consent: false,
      attributes: { municipio: 'Recife' },
    });
  });

  it('refuses bad files and bad mappings with Portuguese messages', async () => {
    const error = (res: { json: () => { error: { message: string } } }) => res.json().error.message;
    const tooBig = Buffer.alloc(PANEL_IMPORT_LIMITS.maxBytes + 1, 'a').toString('base64');
    const big = await previewImport(app, admin, tooBig);
    expect(big.statusCode).toBe(413);
    expect(error(big)).toBe(PANEL_IMPORT_MESSAGES.fileTooLarge);

    const manyRows = ['nome;email', ...Array.from({ length: PANEL_IMPORT_LIMITS.maxRows + 1 }, () => 'a;b')];
    const long = await previewImport(app, admin, csvBase64(manyRows));
    expect(long.statusCode).toBe(422);
    expect(error(long)).toBe(PANEL_IMPORT_MESSAGES.tooManyRows);

    const empty = await previewImport(app, admin, csvBase64(['nome;email', ';']));
    expect([empty.statusCode, error(empty)]).toEqual([422, PANEL_IMPORT_MESSAGES.emptyFile]);
    const xls = await previewImport(
      app,
      admin,
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2]).toString('base64'),
    );
    expect([xls.statusCode, error(xls)]).toEqual([422, PANEL_IMPORT_MESSAGES.legacyXls]);

    const content = csvBase64(['nome;email', 'Lia;lia@exemplo.com.br']);
    const noEmail = await commitImport(app, admin, content, [{ field: 'name' }, { field: 'ignore' }]);
    expect([noEmail.statusCode, error(noEmail)]).toEqual([400, PANEL_IMPORT_MESSAGES.needEmail]);
    const mismatch = await commitImport(app, admin, content, [
      { field: 'name' },
      { field: 'email' },
      { field: 'ignore' },
    ]);
    expect([mismatch.statusCode, error(mismatch)]).toEqual([422, PANEL_IMPORT_MESSAGES.mappingMismatch]);
    const preview = (
      await previewImport(app, admin, content, { mapping: [{ field: 'name' }, { field: 'phone' }] })
    ).json();
    expect(preview).toMatchObject({ mappingError: PANEL_IMPORT_MESSAGES.needEmail, toInsert: 0 });
  });

  it('keeps the import to the interview group', async () => {
    const content = csvBase64(['nome;email', 'Lia;lia@exemplo.com.br']);
    for (const role of ['staff', 'user'] as const) {
      const res = await previewImport(app, await buildUser(app, { role }), content);
      expect(res.statusCode, role).toBe(403);
    }
    const guest = await app.inject({
      method: 'POST',
      url: '/api/survey-users/import/commit',
      payload: { fileName: 'x.csv', content, mapping: [{ field: 'name' }, { field: 'email' }] },
    });
    expect(guest.statusCode).toBe(401);
    const interviewer = await buildUser(app, { role: 'interview' });
    expect((await previewImport(app, interviewer, content)).statusCode).toBe(200);
    expect(await byEmail('lia@exemplo.com.br')).toBeUndefined();
  });
});
