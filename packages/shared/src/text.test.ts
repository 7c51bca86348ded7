import { describe, expect, it } from 'vitest';
import { escapeHtml, plainTextToHtml, slugify } from './text';

describe('text helpers', () => {
  it('escapes every character that could open markup or close an attribute', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')"> & co`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt; &amp; co',
    );
  });

  it('turns typed text into paragraphs and line breaks, escaped', () => {
    expect(plainTextToHtml('Olá <b>\nmundo\n\n\n  segundo  ')).toBe(
      '<p>Olá &lt;b&gt;<br>mundo</p><p>segundo</p>',
    );
    expect(plainTextToHtml(' \n\n ')).toBe('');
  });

  it('makes handles without accents, with a fallback and a length limit', () => {
    expect(slugify('Estudo Cardiologia — São Paulo 2026')).toBe('estudo-cardiologia-sao-paulo-2026');
    expect(slugify('***', { fallback: 'quadro' })).toBe('quadro');
    expect(slugify('abc def', { maxLength: 3 })).toBe('abc');
    expect(slugify('x'.repeat(100))).toHaveLength(80);
  });
});
