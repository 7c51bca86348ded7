import {
  ACADEMY_MESSAGES,
  ZAcademyCategoryList,
  ZAcademyCourse,
  ZAcademyCourseList,
} from '@pesquisemais/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { ACADEMY_SAMPLE_COURSES, seedAcademy } from './academy-app.seed';

const {
  app,
  users: { admin, staff: ana, user: bia },
} = useTestApp({ roles: ['admin', 'staff', 'user'] });
beforeAll(async () => {
  expect(await seedAcademy(app.db)).toBe(ACADEMY_SAMPLE_COURSES.length);
  // A second seed finds the academy filled and writes nothing.
  expect(await seedAcademy(app.db)).toBe(0);
});

const get = (url: string, user?: BuiltUser) =>
  app.inject({ method: 'GET', url: `/api/academy-app${url}`, headers: user?.auth ?? {} });
const post = (url: string, payload: object, user?: BuiltUser) =>
  app.inject({ method: 'POST', url: `/api/academy-app${url}`, payload, headers: user?.auth ?? {} });
const course = async (user: BuiltUser, courseId: string) => {
  const res = await get(`/course?courseId=${courseId}`, user);
  expect(res.statusCode).toBe(200);
  return ZAcademyCourse.parse(res.json());
};
const SAMPLE = 'fundamentos-de-questionarios';

describe('/api/academy-app', () => {
  it('answers 401 with the spec text to a guest', async () => {
    const res = await get('/courses');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Credenciais invalidas');
  });

  it('lists the categories and the courses without steps, at step 0 for a new reader', async () => {
    const categories = ZAcademyCategoryList.parse((await get('/categories', ana)).json());
    expect(categories.map((category) => category.value)).toEqual([
      'metodologia',
      'campo',
      'analise',
      'plataforma',
    ]);
    expect(categories[0]).toEqual({
      id: 'metodologia',
      value: 'metodologia',
      label: 'Metodologia',
      color: '#1565c0',
    });
    const res = await get('/courses', ana);
    const courses = ZAcademyCourseList.parse(res.json());
    expect(courses).toHaveLength(ACADEMY_SAMPLE_COURSES.length);
    expect(res.json()[0]).not.toHaveProperty('steps');
    expect(courses.find((item) => item.id === SAMPLE)).toMatchObject({
      title: 'Fundamentos de questionários',
      slug: 'fundamentos-de-questionarios',
      category: 'metodologia',
      length: 45,
      totalSteps: 5,
      activeStep: 0,
    });
  });

  it('answers a course with its ordered HTML steps, and 404 with a Portuguese text for an unknown one', async () => {
    const found = await course(ana, SAMPLE);
    expect(found.steps.map((step) => step.index)).toEqual([0, 1, 2, 3, 4]);
    expect(found.steps[0]).toMatchObject({ title: 'Introdução' });
    expect(found.steps[0]?.content).toContain('<h2>Introdução</h2>');
    const missing = await get('/course?courseId=nao-existe', ana);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(ACADEMY_MESSAGES.courseNotFound);
    const invalid = await get('/course?courseId=a%20b', ana);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toMatch(/curso inválido/);
  });

  it("keeps each reader's progress apart and refuses a step beyond the end", async () => {
    const moved = await post('/course/update', { course: { id: SAMPLE, activeStep: 3 } }, ana);
    expect(moved.statusCode).toBe(200);
    expect(ZAcademyCourse.parse(moved.json()).activeStep).toBe(3);
    expect((await course(ana, SAMPLE)).activeStep).toBe(3);
    expect((await course(bia, SAMPLE)).activeStep).toBe(0);
    const listed = ZAcademyCourseList.parse((await get('/courses', ana)).json());
    expect(listed.find((item) => item.id === SAMPLE)?.activeStep).toBe(3);
    // Finishing is activeStep = totalSteps; one more is refused and changes nothing.
    expect((await post('/course/update', { course: { id: SAMPLE, activeStep: 5 } }, bia)).statusCode).toBe(
      200,
    );
    const beyond = await post('/course/update', { course: { id: SAMPLE, activeStep: 6 } }, bia);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.message).toBe(ACADEMY_MESSAGES.stepBeyondEnd);
    expect((await course(bia, SAMPLE)).activeStep).toBe(5);
    const negative = await post('/course/update', { course: { id: SAMPLE, activeStep: -1 } }, bia);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.message).toMatch(/Etapa inválida/);
  });

  it('lets only admins add, save and add steps to courses', async () => {
    const body = { course: { title: 'Curso de staff', category: 'campo', length: 5 } };
    expect((await post('/course/add', body, ana)).statusCode).toBe(403);
    expect((await post('/course/save', { course: { ...body.course, id: SAMPLE } }, ana)).statusCode).toBe(
      403,
    );
    expect((await post('/course/addstep', { courseId: SAMPLE, index: 0 }, ana)).statusCode).toBe(403);
    expect((await course(ana, SAMPLE)).title).toBe('Fundamentos de questionários');
  });

  it('adds a course (a retry with the same id answers the same course), sanitizing the steps', async () => {
    const body = {
      course: {
        id: 'curso-de-teste',
        title: 'Ética em pesquisa',
        category: 'metodologia',
        length: 20,
        steps: [
          { title: 'Consentimento', content: '<p onclick="x()">Leia o termo</p><script>alert(1)</script>' },
        ],
      },
    };
    const first = await post('/course/add', body, admin);
    expect(first.statusCode).toBe(200);
    const added = ZAcademyCourse.parse(first.json());
    expect(added).toMatchObject({
      id: 'curso-de-teste',
      slug: 'etica-em-pesquisa',
      totalSteps: 1,
      activeStep: 0,
    });
    expect(added.steps[0]?.content).toBe('<p>Leia o termo</p>');
    const retry = await post('/course/add', body, admin);
    expect(ZAcademyCourse.parse(retry.json()).id).toBe('curso-de-teste');
    const all = ZAcademyCourseList.parse((await get('/courses', admin)).json());
    expect(all.filter((item) => item.title === 'Ética em pesquisa')).toHaveLength(1);

    const unknown = await post(
      '/course/add',
      { course: { title: 'Sem categoria', category: 'inexistente', length: 1 } },
      admin,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ category: ACADEMY_MESSAGES.unknownCategory });
    const empty = await post('/course/add', { course: { title: ' ', category: 'campo', length: 1 } }, admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields['course.title']).toBe('Informe o título do curso');
  });

  it('inserts a step where asked and keeps readers on the content they were reading', async () => {
    const id = 'amostragem-na-pratica';
    await post('/course/update', { course: { id, activeStep: 1 } }, ana);
    await post('/course/update', { course: { id, activeStep: 0 } }, bia);
    const res = await post('/course/addstep', { courseId: id, index: 1 }, admin);
    expect(res.statusCode).toBe(200);
    const changed = ZAcademyCourse.parse(res.json());
    expect(changed.steps.map((step) => step.title)).toEqual([
      'Por que amostrar',
      'Nova etapa',
      'Cotas',
      'Margem de erro',
    ]);
    expect(changed.totalSteps).toBe(4);
    expect((await course(ana, id)).activeStep).toBe(2);
    expect((await course(bia, id)).activeStep).toBe(0);
    const beyond = await post('/course/addstep', { courseId: id, index: 9 }, admin);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().error.message).toBe(ACADEMY_MESSAGES.stepBeyondEnd);
  });

  it('saves a course over the old one; a reader past the new end stays finished', async () => {
    const id = 'coleta-offline';
    await post('/course/update', { course: { id, activeStep: 3 } }, ana);
    const res = await post(
      '/course/save',
      {
        course: {
          id,
          title: 'Coleta offline',
          slug: 'coleta-offline',
          description: 'Nova descrição',
          category: 'plataforma',
          length: 12,
          steps: [
            { title: 'Antes', content: '<p>Prepare o aparelho</p>' },
            { title: 'Depois', content: '<p><a href="javascript:alert(1)">link</a></p>' },
          ],
        },
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const saved = ZAcademyCourse.parse(res.json());
    expect(saved).toMatchObject({ title: 'Coleta offline', category: 'plataforma', totalSteps: 2 });
    expect(saved.steps[1]?.content).not.toContain('javascript');
    expect((await course(ana, id)).activeStep).toBe(2);
    const missing = await post(
      '/course/save',
      { course: { id: 'nao-existe', title: 'X', category: 'campo', length: 1 } },
      admin,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(ACADEMY_MESSAGES.courseNotFound);
  });
});
