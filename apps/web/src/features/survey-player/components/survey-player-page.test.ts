import { describe, expect, it } from 'vitest';
import { respondentTitle } from './survey-player-page';

describe('respondentTitle', () => {
  it("is the questionnaire's own title, its pt-BR text when it has several, else 'Pesquisa'", () => {
    expect(respondentTitle({ title: 'Hábitos de prescrição', pages: [] })).toBe('Hábitos de prescrição');
    expect(respondentTitle({ title: { default: 'Prescribing habits', 'pt-br': 'Hábitos' } })).toBe('Hábitos');
    expect(respondentTitle({ title: { default: 'Hábitos' } })).toBe('Hábitos');
    expect(respondentTitle({ title: '  ' })).toBe('Pesquisa');
    expect(respondentTitle({ pages: [] })).toBe('Pesquisa');
  });
});
