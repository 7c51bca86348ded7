import { describe, expect, it } from 'vitest';
import { countOf, pluralWord } from './plural';

describe('countOf', () => {
  it('uses the singular only for exactly one, with pt-BR digit grouping', () => {
    expect(countOf(1, 'resposta completa', 'respostas completas')).toBe('1 resposta completa');
    expect(countOf(0, 'resposta completa', 'respostas completas')).toBe('0 respostas completas');
    expect(countOf(2, 'resposta', 'respostas')).toBe('2 respostas');
    expect(countOf(1234, 'linha', 'linhas')).toBe('1.234 linhas');
    expect(pluralWord(-1, 'dia', 'dias')).toBe('dia');
  });
});
