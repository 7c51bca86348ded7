import { KB_MESSAGES, ZKbGroupList, ZSavedKbArticle } from '@pesquisemais/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { seedKnowledgeBase } from './knowledge-base.seed';

const {
  app,
  users: { admin, staff },
} = useTestApp({ roles: ['admin', 'staff'] });
beforeAll(async () => {
  expect(await seedKnowledgeBase(app.db)).toBe(17 + 12 + 19 + 24);
  expect(await seedKnowledgeBase(app.db)).toBe(0);
});

const groups = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/knowledge-base' });
  expect(res.statusCode).toBe(200);
  return ZKbGroupList.parse(res.json());
};
const post = (url: string, payload: object, user?: BuiltUser) =>
  app.inject({ method: 'POST', url: `/api/knowledge-base${url}`, payload, headers: user?.auth ?? {} });

describe('/api/knowledge-base', () => {
  it('answers everyone, guests too, the four groups with counts 17, 12, 19, 24 and the featured articles 1 to 5', async () => {
    const all = await groups();
    expect(all.map((group) => [group.path, group.articlesCount])).toEqual([
      ['primeiros-passos', 17],
      ['questionarios', 12],
      ['paineis-e-relatorios', 19],
      ['conta-e-seguranca', 24],
    ]);
    expect(all.every((group) => group.articles.length === group.articlesCount)).toBe(true);
    expect(all.flatMap((group) => group.featuredArticles.map((article) => article.id)).sort()).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(all[0]?.featuredArticles[0]).toMatchObject({
      id: '1',
      title: 'Como acessar a plataforma pela primeira vez',
      featured: true,
    });
    expect(all[0]?.featuredArticles[0]?.content).toContain('<strong>Configurações</strong>');
  });

  it('lets only admins write; a guest gets 401 and staff 403', async () => {
    const body = { article: { groupId: 'questionarios', title: 'Artigo de staff' } };
    const guest = await post('/article/save', body);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.message).toBe('Credenciais invalidas');
    expect((await post('/article/save', body, staff)).statusCode).toBe(403);
    expect((await post('/article/remove', { articleId: '1' }, staff)).statusCode).toBe(403);
    expect((await groups())[1]?.articlesCount).toBe(12);
  });

  it('inserts an article with sanitized HTML, replaces it by id (a retry changes nothing more) and removes it', async () => {
    const res = await post(
      '/article/save',
      {
        article: {
          groupId: 'questionarios',
          title: 'Perguntas de matriz',
          content: '<p>Use <img src=x onerror="alert(1)">linhas</p><script>alert(1)</script>',
          featured: true,
        },
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const saved = ZSavedKbArticle.parse(res.json());
    expect(saved).toMatchObject({ groupId: 'questionarios', title: 'Perguntas de matriz', featured: true });
    expect(saved.content).toBe('<p>Use linhas</p>');
    let group = (await groups())[1];
    expect(group?.articlesCount).toBe(13);
    expect(group?.featuredArticles.map((article) => article.title)).toContain('Perguntas de matriz');

    const replace = {
      article: { id: saved.id, groupId: 'conta-e-seguranca', title: 'Matrizes', content: '' },
    };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const again = await post('/article/save', replace, admin);
      expect(ZSavedKbArticle.parse(again.json())).toMatchObject({ id: saved.id, featured: false });
    }
    const all = await groups();
    expect(all[1]?.articlesCount).toBe(12);
    expect(all[3]?.articlesCount).toBe(25);
    expect(all[3]?.articles.filter((article) => article.title === 'Matrizes')).toHaveLength(1);

    const removed = await post('/article/remove', { articleId: saved.id }, admin);
    expect(removed.json()).toEqual({ articleId: saved.id });
    group = (await groups())[3];
    expect(group?.articlesCount).toBe(24);
    const missing = await post('/article/remove', { articleId: saved.id }, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(KB_MESSAGES.articleNotFound);
  });

  it('refuses an unknown group, an empty title and a bad id with Portuguese texts', async () => {
    const unknown = await post('/article/save', { article: { groupId: 'nenhum', title: 'X' } }, admin);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(KB_MESSAGES.groupNotFound);
    const empty = await post('/article/save', { article: { groupId: 'questionarios', title: '  ' } }, admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields['article.title']).toBe('Informe o título do artigo');
    const badId = await post('/article/remove', { articleId: '../1' }, admin);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toBe('Identificador de artigo inválido');
  });
});
