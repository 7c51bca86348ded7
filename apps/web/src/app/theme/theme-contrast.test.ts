import { decomposeColor, getContrastRatio, recomposeColor, type Theme } from '@mui/material/styles';
import { THEME_NAMES } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { healthTheme } from '@/features/public/components/public-layout';
import { pmaisTheme } from './pmais-theme';
import { getShellTheme } from './shell-themes';

const AA_TEXT = 4.5;
const COLOURS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

/** A translucent text colour (MUI's text.secondary is rgba) as it shows over an opaque background. */
function over(background: string, color: string): string {
  const fg = decomposeColor(color);
  const bg = decomposeColor(background).values;
  const alpha = fg.values[3] ?? 1;
  const mix = (i: 0 | 1 | 2) => Math.round(fg.values[i] * alpha + bg[i] * (1 - alpha));
  return recomposeColor({ type: 'rgb', values: [mix(0), mix(1), mix(2)] });
}

/** Every text/background pair a theme produces that falls below WCAG AA, as readable lines. */
function contrastFailures(theme: Theme): string[] {
  const { palette } = theme;
  const backgrounds = [palette.background.default, palette.background.paper];
  const failures: string[] = [];
  const check = (what: string, text: string, background: string) => {
    const ratio = getContrastRatio(over(background, text), background);
    if (ratio < AA_TEXT) failures.push(`${what} ${text} on ${background}: ${ratio.toFixed(2)}`);
  };
  for (const name of COLOURS) {
    check(`${name}.contrastText`, palette[name].contrastText, palette[name].main);
    for (const background of backgrounds) check(`${name}.main`, palette[name].main, background);
  }
  for (const background of backgrounds) {
    check('text.primary', palette.text.primary, background);
    check('text.secondary', palette.text.secondary, background);
  }
  return failures;
}

describe('theme contrast (WCAG 1.4.3, fixed in the themes rather than per component)', () => {
  it.each(THEME_NAMES)('shell theme %s keeps every text colour at 4.5:1 or more', (name) => {
    expect(contrastFailures(getShellTheme(name))).toEqual([]);
  });

  it('the public Pmais theme and its ?app Health variant do too', () => {
    expect(contrastFailures(pmaisTheme)).toEqual([]);
    expect(contrastFailures(healthTheme(pmaisTheme))).toEqual([]);
  });

  it('catches a colour below AA (the check itself is not blind)', () => {
    const failing = {
      ...pmaisTheme,
      palette: { ...pmaisTheme.palette, warning: { ...pmaisTheme.palette.warning, main: '#ed6c02' } },
    };
    expect(contrastFailures(failing as Theme).some((line) => line.startsWith('warning.main'))).toBe(true);
  });
});
