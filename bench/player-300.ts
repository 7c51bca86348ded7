/**
 * The survey player in Chromium with a 300-question, 30-page questionnaire: first render and every move to
 * the next page (target: each under 100 ms). Start the product first (`npm start`), then:
 *   node --import tsx bench/player-300.ts [http://127.0.0.1:3000]
 * BENCH_ADMIN_EMAIL / BENCH_ADMIN_PASSWORD: a collection user (default: the demo admin).
 */
import { randomUUID } from 'node:crypto';
import { launchChromium } from './chromium';

const baseURL = process.argv[2] ?? 'http://127.0.0.1:3000';
const PAGES = 30;
const PER_PAGE = 10;
const BUDGET_MS = 100;

/** Ten question types per page, each with a title naming its page, so a move can be seen in the DOM. */
function questionnaire() {
  const choices = ['Muito baixo', 'Baixo', 'Médio', 'Alto', 'Muito alto'].map((text, i) => ({
    value: `c${i + 1}`,
    text,
  }));
  const kinds = (p: number, q: number) => {
    const name = `p${p}_q${q}`;
    const title = `Página ${p}, pergunta ${q}: como você avalia este aspecto do tratamento?`;
    switch (q % 5) {
      case 0:
        return { type: 'radiogroup', name, title, choices };
      case 1:
        return { type: 'checkbox', name, title, choices, showOtherItem: true };
      case 2:
        return { type: 'rating', name, title, rateMin: 0, rateMax: 10 };
      case 3:
        return {
          type: 'matrix',
          name,
          title,
          columns: choices,
          rows: ['Eficácia', 'Segurança', 'Custo'].map((text, i) => ({ value: `l${i}`, text })),
        };
      default:
        return { type: 'text', name, title, inputType: q % 2 ? 'number' : 'text' };
    }
  };
  return {
    locale: 'pt-br',
    showProgressBar: 'top',
    pages: Array.from({ length: PAGES }, (_, p) => ({
      name: `pagina${p + 1}`,
      elements: Array.from({ length: PER_PAGE }, (_, q) => kinds(p + 1, q + 1)),
    })),
  };
}

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const admin = await api<{ access_token: string }>('/api/auth/signin', {
  email: process.env.BENCH_ADMIN_EMAIL ?? 'admin@pesquisemais.com.br',
  password: process.env.BENCH_ADMIN_PASSWORD ?? 'admin@2026',
});
const staff = admin.access_token;
const survey = await api<{ id: string }>(
  '/api/surveys',
  {
    title: `Bench 300 perguntas ${new Date().toISOString()}`,
    category: 'Benchmark',
    schema: questionnaire(),
  },
  staff,
);
await api(`/api/surveys/${survey.id}/publish`, {}, staff);
const campaign = await api<{ id: string }>(
  '/api/campaigns',
  { surveyId: survey.id, name: 'Bench 300', mode: 'web', isOpenToPanel: true },
  staff,
);
await api(`/api/campaigns/${campaign.id}/status`, { status: 'fielding' }, staff);
const respondent = await api<{ access_token: string }>('/api/auth/register', {
  displayName: 'Respondente Bench',
  email: `bench-${randomUUID()}@exemplo.com.br`,
  password: 'bench-senha-2026',
});

const browser = await launchChromium();
const context = await browser.newContext({
  baseURL,
  locale: 'pt-BR',
  viewport: { width: 1366, height: 800 },
});
await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
await context.addInitScript(
  (token) => localStorage.setItem('jwt_access_token', token),
  respondent.access_token,
);
const page = await context.newPage();

const opened = Date.now();
await page.goto(`/apps/surveyplayer/${survey.id}?campaign=${campaign.id}`);
await page.getByText('Página 1, pergunta 1:').first().waitFor({ timeout: 60_000 });
const firstRender = Date.now() - opened;

/**
 * Clicks 'Próximo' and measures until the next page's first title is in the DOM, then until that frame is
 * painted (two animation frames later).
 */
const moves: { dom: number; painted: number }[] = [];
for (let p = 2; p <= PAGES; p += 1) {
  const timing = await page.evaluate(async (next) => {
    const button = [...document.querySelectorAll('input, button')].find(
      (el) => (el as HTMLInputElement).value === 'Próximo' || el.textContent?.trim() === 'Próximo',
    ) as HTMLElement | undefined;
    if (!button) throw new Error('botão Próximo não encontrado');
    const marker = `Página ${next}, pergunta 1:`;
    const t0 = performance.now();
    const dom = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.body.textContent?.includes(marker)) return;
        observer.disconnect();
        resolve(performance.now() - t0);
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    button.click();
    const domMs = await dom;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return { dom: domMs, painted: performance.now() - t0 };
  }, p);
  moves.push(timing);
}
await browser.close();

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { median: at(0.5), p95: at(0.95), max: at(1) };
};
const line = (label: string, s: ReturnType<typeof stats>) =>
  `${label}: mediana ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms, máx ${s.max.toFixed(1)} ms`;
const painted = stats(moves.map((m) => m.painted));
console.log(`questionário: ${PAGES} páginas × ${PER_PAGE} = ${PAGES * PER_PAGE} perguntas`);
console.log(`primeira página visível após ${firstRender} ms (navegação, login por token, carga do SurveyJS)`);
console.log(
  line(`troca de página (${moves.length}), clique → nova página no DOM`, stats(moves.map((m) => m.dom))),
);
console.log(line('clique → quadro pintado (dois requestAnimationFrame)', painted));
console.log(
  `alvo < ${BUDGET_MS} ms por troca (pintada, p95): ${painted.p95 < BUDGET_MS ? 'atingido' : 'NÃO atingido'}`,
);
