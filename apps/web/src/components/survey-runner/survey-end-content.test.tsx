import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import SurveyEndContent from './survey-end-content';
import { surveyEndHtml } from './survey-end-html';

const SCHEMA = {
  completedHtml:
    '<h3>Obrigado, {nome}!</h3><p>Seu honorário será creditado em até 30 dias.</p>' +
    '<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
  completedHtmlOnCondition: [
    { expression: "{perfil} = 'residente'", html: '<p>Residentes recebem o certificado por e-mail.</p>' },
    { expression: "{perfil} = 'estudante'", html: '<p>Obrigado! Procuramos médicos formados, {nome}.</p>' },
  ],
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'text', name: 'nome' },
        { type: 'radiogroup', name: 'perfil', choices: ['medico', 'residente', 'estudante'] },
      ],
    },
  ],
};

describe('surveyEndHtml', () => {
  it("shows the questionnaire's completedHtml with its placeholders, sanitised", () => {
    const html = surveyEndHtml(SCHEMA, { nome: 'Dra. Ana', perfil: 'medico' }, 'complete') ?? '';
    expect(html).toContain('<h3>Obrigado, Dra. Ana!</h3>');
    expect(html).toContain('Seu honorário será creditado em até 30 dias.');
    expect(html).not.toMatch(/onerror|<script/);
  });

  it('sanitises markup an answer brings into the page through a placeholder', () => {
    const html = surveyEndHtml(
      SCHEMA,
      { nome: '<img src=x onerror="alert(1)">Ana', perfil: 'medico' },
      'complete',
    );
    expect(html).toContain('Ana!</h3>');
    expect(html).not.toContain('onerror');
  });

  it('prefers the first completedHtmlOnCondition that holds', () => {
    expect(surveyEndHtml(SCHEMA, { perfil: 'residente' }, 'complete')).toBe(
      '<p>Residentes recebem o certificado por e-mail.</p>',
    );
  });

  it("gives a screen-out only the author's page for that ending, never the complete page", () => {
    expect(surveyEndHtml(SCHEMA, { nome: 'Rui', perfil: 'estudante' }, 'screened_out')).toBe(
      '<p>Obrigado! Procuramos médicos formados, Rui.</p>',
    );
    expect(surveyEndHtml(SCHEMA, { nome: 'Rui', perfil: 'medico' }, 'screened_out')).toBeNull();
  });

  it('has nothing to show for a questionnaire without an end page', () => {
    expect(surveyEndHtml({ pages: SCHEMA.pages }, { nome: 'Ana' }, 'complete')).toBeNull();
  });
});

describe('SurveyEndContent', () => {
  it("renders the questionnaire's end page as HTML", () => {
    render(
      <SurveyEndContent
        json={SCHEMA}
        answers={{ nome: 'Dr. Paulo', perfil: 'medico' }}
        ending="complete"
        fallback={<p>Texto do app</p>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Obrigado, Dr. Paulo!' })).toBeTruthy();
    expect(screen.getByText('Seu honorário será creditado em até 30 dias.')).toBeTruthy();
    expect(screen.queryByText('Texto do app')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it("falls back to the app's text when the questionnaire has no page for the ending", () => {
    render(
      <SurveyEndContent
        json={SCHEMA}
        answers={{ perfil: 'medico' }}
        ending="screened_out"
        fallback={<p>Texto do app</p>}
      />,
    );
    expect(screen.getByText('Texto do app')).toBeTruthy();
  });
});
