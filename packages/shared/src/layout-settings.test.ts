import { describe, expect, it } from 'vitest';
import { DEFAULT_SHELL_SETTINGS, mergeShellSettings, pickShellSettings } from './layout-settings';

describe('mergeShellSettings', () => {
  it('applies defaults, then the user settings, then the route settings', () => {
    const user = {
      layout: { style: 'layout2', config: { mode: 'boxed', navbar: { folded: true } } },
      theme: { main: 'greeny' },
    };
    const route = { layout: { config: { navbar: { display: false }, mode: 'container' } } };
    const merged = mergeShellSettings(DEFAULT_SHELL_SETTINGS, user, route);
    expect(merged.layout.style).toBe('layout2');
    expect(merged.layout.config.mode).toBe('container');
    expect(merged.layout.config.navbar).toEqual({ display: false, folded: true });
    expect(merged.layout.config.toolbar).toEqual(DEFAULT_SHELL_SETTINGS.layout.config.toolbar);
    expect(merged.theme).toEqual({ ...DEFAULT_SHELL_SETTINGS.theme, main: 'greeny' });
  });

  it('ignores unknown keys, wrong kinds and values outside the allowed lists', () => {
    const merged = mergeShellSettings(DEFAULT_SHELL_SETTINGS, {
      layout: { style: 'layout9', config: { mode: 42, scroll: 'body', extra: true } },
      theme: { main: 'Health', navbar: 'rosa' },
      quickPanel: { notifications: false },
    });
    expect(merged.layout.style).toBe('layout1');
    expect(merged.layout.config.mode).toBe('fullwidth');
    expect(merged.layout.config.scroll).toBe('body');
    expect(merged.layout.config).not.toHaveProperty('extra');
    expect(merged.theme.main).toBe('Health');
    expect(merged.theme.navbar).toBe(DEFAULT_SHELL_SETTINGS.theme.navbar);
    expect(merged).not.toHaveProperty('quickPanel');
  });

  it('never changes the defaults object', () => {
    const before = JSON.stringify(DEFAULT_SHELL_SETTINGS);
    mergeShellSettings(DEFAULT_SHELL_SETTINGS, { layout: { config: { mode: 'boxed' } } });
    expect(JSON.stringify(DEFAULT_SHELL_SETTINGS)).toBe(before);
  });

  it('picks only the layout and theme of the saved settings', () => {
    expect(pickShellSettings({ layout: { style: 'layout3' }, quickPanel: { cloudSync: true } })).toEqual({
      layout: { style: 'layout3' },
    });
    expect(pickShellSettings(undefined)).toEqual({});
  });
});
