import { describe, expect, it } from 'vitest';
import { corpusSurvey, SURVEY_CORPUS } from '../../../test/fixtures/surveys';
import { useTestApp } from '../../../test/test-app';

describe('import of any questionnaire survey-core accepts', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });

  const importNew = (schema: unknown) =>
    app.inject({ method: 'POST', url: '/api/surveys/import', headers: staff.auth, payload: { schema } });

  it('imports and publishes every questionnaire of the corpus', async () => {
    for (const entry of SURVEY_CORPUS) {
      const res = await importNew(entry.schema);
      expect(res.statusCode, `${entry.id}: ${res.body}`).toBe(201);
      const publish = await app.inject({
        method: 'POST',
        url: `/api/surveys/${res.json().id}/publish`,
        headers: staff.auth,
      });
      expect(publish.statusCode, `${entry.id}: ${publish.body}`).toBe(201);
    }
  });

  it('wraps root elements in a page and says so', async () => {
    const res = await importNew(corpusSurvey('root-elements').schema);
    expect(res.statusCode).toBe(201);
    expect(res.json().schema.pages).toHaveLength(1);
    expect(res.json().schema.pages[0].name).toBe('pagina1');
    expect(res.json().schema.pages[0].elements.map((e: { name: string }) => e.name)).toEqual([
      'nome',
      'satisfeito',
    ]);
    expect(res.json().schema.elements).toBeUndefined();
    expect(res.json().importNotes).toEqual([
      'As perguntas estavam na raiz do questionário, sem páginas: foram colocadas numa página.',
      'Uma página sem nome recebeu o nome "pagina1".',
    ]);
  });

  it('names unnamed pages, questions and panels, unique and the same on every import', async () => {
    const first = await importNew(corpusSurvey('unnamed').schema);
    expect(first.statusCode).toBe(201);
    const pages = first.json().schema.pages;
    expect(pages.map((p: { name: string }) => p.name)).toEqual(['pagina1', 'pagina2']);
    expect(pages[0].elements.map((e: { name: string }) => e.name)).toEqual([
      'pergunta1',
      'pergunta2',
      'pergunta3',
    ]);
    // "question1" is taken by the author; generated names never collide with it.
    expect(pages[1].elements[0]).toMatchObject({ type: 'panel', name: 'painel1' });
    expect(pages[1].elements[0].elements[0].name).toBe('pergunta4');
    expect(first.json().importNotes).toEqual([
      '2 páginas sem nome receberam nomes: "pagina1", "pagina2".',
      '4 perguntas sem nome receberam nomes: "pergunta1", "pergunta2", "pergunta3", "pergunta4".',
      'Um painel sem nome recebeu o nome "painel1".',
    ]);
    const again = await importNew(corpusSurvey('unnamed').schema);
    expect(again.json().schema).toEqual(first.json().schema);
    const reimported = await importNew(first.json().schema);
    expect(reimported.json().schema).toEqual(first.json().schema);
    expect(reimported.json().importNotes).toEqual([]);
  });

  it('names around names already there, and into an existing draft', async () => {
    const created = await importNew({ pages: [{ name: 'p', elements: [{ type: 'text', name: 'x' }] }] });
    const res = await app.inject({
      method: 'POST',
      url: `/api/surveys/${created.json().id}/import`,
      headers: staff.auth,
      payload: {
        baseRevision: created.json().revision,
        schema: { elements: [{ type: 'text', name: 'pergunta1' }, { type: 'comment' }] },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().schema.pages[0].elements.map((e: { name: string }) => e.name)).toEqual([
      'pergunta1',
      'pergunta2',
    ]);
    expect(res.json().importNotes).toContain('Uma pergunta sem nome recebeu o nome "pergunta2".');
  });

  it('still refuses what survey-core cannot run', async () => {
    for (const schema of [
      { elements: [{ type: 'foguete' }] },
      { elements: 'x' },
      {
        pages: [
          {
            elements: [
              { type: 'text', name: 'a' },
              { type: 'text', name: 'a' },
            ],
          },
        ],
      },
    ]) {
      const res = await importNew(schema);
      expect(res.statusCode, JSON.stringify(schema)).toBe(422);
      expect(res.json().error.message).toMatch(/^Arquivo de questionário inválido\./);
    }
  });
});
