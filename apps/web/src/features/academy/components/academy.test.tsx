import type { TAcademyCourse } from '@pesquisemais/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import CoursePage from './course-page';
import CoursesPage from './courses-page';

const CATEGORIES = [
  { id: 'metodologia', value: 'metodologia', label: 'Metodologia', color: '#1565c0' },
  { id: 'campo', value: 'campo', label: 'Trabalho de campo', color: '#2e7d32' },
];
const summary = (id: string, title: string, category: string, activeStep: number) => ({
  id,
  title,
  slug: id,
  description: `Sobre ${title}`,
  category,
  length: 30,
  totalSteps: 3,
  activeStep,
  updated: '2026-11-01T12:00:00.000Z',
});
const COURSE: TAcademyCourse = {
  ...summary('escalas', 'Escalas', 'metodologia', 1),
  steps: ['Início', 'Meio', 'Fim'].map((title, index) => ({
    id: `s${index}`,
    index,
    title,
    content: `<p>Texto ${title}</p><img src=x onerror="window.hacked = 1">`,
  })),
};

afterEach(() => vi.unstubAllGlobals());

describe('academy course list', () => {
  it('filters by category and by search, and says whether to start, resume or review', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        jsonResponse(
          url.endsWith('/categories')
            ? CATEGORIES
            : [
                summary('escalas', 'Escalas', 'metodologia', 0),
                summary('abordagem', 'Abordagem', 'campo', 1),
                summary('amostras', 'Amostras', 'metodologia', 3),
              ],
        ),
      ),
    );
    renderRoutes([{ path: '/', element: <CoursesPage /> }], '/', buildAuth(buildUser({ role: 'staff' })));
    const list = await screen.findByRole('list', { name: 'Cursos' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Iniciar: Escalas' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuar: Abordagem' }).getAttribute('href')).toBe(
      '/apps/academy/courses/abordagem/abordagem',
    );
    expect(screen.getByRole('link', { name: 'Revisar: Amostras' })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Categoria' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Trabalho de campo' }));
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => card.getAttribute('aria-labelledby')),
    ).toEqual(['curso-abordagem']);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Categoria' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Todas' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar cursos' }), { target: { value: 'AMOS' } });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByText('Amostras')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar cursos' }), { target: { value: 'nada' } });
    expect(await screen.findByText('Nenhum curso encontrado.')).toBeTruthy();
  }, 30_000);
});

describe('academy authoring', () => {
  it("an admin creates a course ('Novo curso') and lands on its page; others see no such button", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/categories')) return jsonResponse(CATEGORIES);
        if (url.endsWith('/course/add')) {
          bodies.push(JSON.parse(String(init?.body)));
          return jsonResponse({
            ...COURSE,
            id: 'novo',
            slug: 'novo',
            title: 'Recrutamento médico',
            steps: [],
            totalSteps: 0,
          });
        }
        return jsonResponse([]);
      }),
    );
    const { router } = renderRoutes(
      [
        { path: '/', element: <CoursesPage /> },
        { path: '/apps/academy/courses/:courseId/:courseHandle?', element: <p>página do curso</p> },
      ],
      '/',
      buildAuth(buildUser({ role: 'admin' })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Novo curso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo curso' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Título do curso' }), {
      target: { value: 'Recrutamento médico' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Categoria' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Trabalho de campo' }));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Duração (minutos)' }), {
      target: { value: '45' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar curso' }));
    expect(await screen.findByText('página do curso')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/apps/academy/courses/novo/novo');
    expect(bodies[0]).toEqual({
      course: { title: 'Recrutamento médico', category: 'campo', description: '', length: 45, steps: [] },
    });
  }, 30_000);

  it('hides course authoring from other roles', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => jsonResponse(url.endsWith('/categories') ? CATEGORIES : [])),
    );
    renderRoutes([{ path: '/', element: <CoursesPage /> }], '/', buildAuth(buildUser({ role: 'staff' })));
    expect(await screen.findByText('Nenhum curso encontrado.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Novo curso' })).toBeNull();
  }, 30_000);
});

describe('academy course page', () => {
  it('opens at the saved step, saves each move and finishes on the last step', async () => {
    const saved: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/course/update')) {
          const { course } = JSON.parse(String(init?.body));
          saved.push(course.activeStep);
          return jsonResponse({ ...COURSE, activeStep: course.activeStep });
        }
        if (url.includes('/course?courseId=escalas')) return jsonResponse(COURSE);
        return jsonResponse([]);
      }),
    );
    renderRoutes(
      [{ path: '/apps/academy/courses/:courseId/:courseHandle?', element: <CoursePage /> }],
      '/apps/academy/courses/escalas/escalas',
      buildAuth(buildUser({ role: 'user' })),
    );
    expect(await screen.findByText('Etapa 2 de 3')).toBeTruthy();
    const content = screen.getByTestId('course-step-content');
    expect(content.textContent).toBe('Texto Meio');
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Editar etapa' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Etapa 3 de 3')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Concluir' }));
    expect(await screen.findByText('Curso concluído!')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Início' }));
    expect(await screen.findByText('Etapa 1 de 3')).toBeTruthy();
    expect(saved).toEqual([2, 3, 0]);
  }, 30_000);

  it('lets an admin edit a step: the whole course is saved with the new step', async () => {
    const bodies: { course: { steps: { title: string }[] } }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/course/save')) {
          const body = JSON.parse(String(init?.body));
          bodies.push(body);
          return jsonResponse({
            ...COURSE,
            steps: COURSE.steps.map((step, index) => ({ ...step, ...body.course.steps[index] })),
          });
        }
        return jsonResponse(COURSE);
      }),
    );
    renderRoutes(
      [{ path: '/apps/academy/courses/:courseId/:courseHandle?', element: <CoursePage /> }],
      '/apps/academy/courses/escalas/escalas',
      buildAuth(buildUser({ role: 'admin' })),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Editar etapa' }));
    const title = await screen.findByRole('textbox', { name: 'Título da etapa' });
    expect((title as HTMLInputElement).value).toBe('Meio');
    fireEvent.change(title, { target: { value: 'Meio revisto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByRole('tab', { name: 'Meio revisto' })).toBeTruthy();
    expect(bodies[0]?.course.steps.map((step) => step.title)).toEqual(['Início', 'Meio revisto', 'Fim']);
  }, 30_000);
});
