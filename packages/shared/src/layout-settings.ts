/** Theme and layout settings of the admin shell (spec point 2), saved in the user's `settings`. */
export const THEME_NAMES = ['Pmais', 'Health', 'synapsys', 'sunset', 'greeny', 'beach', 'tech'] as const;
export type TThemeName = (typeof THEME_NAMES)[number];

export const LAYOUT_STYLES = ['layout1', 'layout2', 'layout3'] as const;
export type TLayoutStyle = (typeof LAYOUT_STYLES)[number];

export type TLayoutMode = 'boxed' | 'fullwidth' | 'container';
export type TBarStyle = 'fixed' | 'static';
export type TBarPosition = 'above' | 'below';

export type TShellSettings = {
  layout: {
    style: TLayoutStyle;
    config: {
      mode: TLayoutMode;
      scroll: 'body' | 'content';
      navbar: { display: boolean; folded: boolean };
      toolbar: { display: boolean; style: TBarStyle; position: TBarPosition };
      footer: { display: boolean; style: TBarStyle; position: TBarPosition };
      leftSidePanel: { display: boolean };
      rightSidePanel: { display: boolean };
    };
  };
  theme: { main: TThemeName; navbar: TThemeName; toolbar: TThemeName; footer: TThemeName };
};

/** Anything deeper than this is ignored when merging (the settings are small and flat-ish). */
export type TDeepPartial<T> = { [K in keyof T]?: T[K] extends object ? TDeepPartial<T[K]> : T[K] };

export const LAYOUT_WIDTHS = { boxed: 1280, container: 1120 } as const;
export const NAVBAR_WIDTH = 280;
export const NAVBAR_FOLDED_WIDTH = 64;
export const QUICK_PANEL_WIDTH = 280;
export const THEME_DRAWER_WIDTH = 380;
export const CHAT_PANEL_WIDTH = 360;
export const NAV_INDENT_MAX = 80;

export const DEFAULT_SHELL_SETTINGS: TShellSettings = {
  layout: {
    style: 'layout1',
    config: {
      mode: 'fullwidth',
      scroll: 'content',
      navbar: { display: true, folded: false },
      toolbar: { display: true, style: 'fixed', position: 'below' },
      footer: { display: true, style: 'fixed', position: 'below' },
      leftSidePanel: { display: true },
      rightSidePanel: { display: true },
    },
  },
  theme: { main: 'Pmais', navbar: 'tech', toolbar: 'Pmais', footer: 'tech' },
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Copies into `base` only the keys it knows, with a value of the same kind (a saved setting of an
 * older version or a hand-edited one can't break the shell); enumerated values are checked too.
 */
function mergeKnown(base: unknown, patch: unknown, path: string): unknown {
  if (patch === undefined) return base;
  if (isPlainObject(base)) {
    if (!isPlainObject(patch)) return base;
    const merged: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(base))
      merged[key] = mergeKnown(value, patch[key], `${path}.${key}`);
    return merged;
  }
  if (typeof patch !== typeof base) return base;
  const allowed = ALLOWED_VALUES[path];
  return allowed && !allowed.includes(patch as string) ? base : patch;
}

const ALLOWED_VALUES: Record<string, readonly string[]> = {
  '.layout.style': LAYOUT_STYLES,
  '.layout.config.mode': ['boxed', 'fullwidth', 'container'],
  '.layout.config.scroll': ['body', 'content'],
  '.layout.config.toolbar.style': ['fixed', 'static'],
  '.layout.config.toolbar.position': ['above', 'below'],
  '.layout.config.footer.style': ['fixed', 'static'],
  '.layout.config.footer.position': ['above', 'below'],
  '.theme.main': THEME_NAMES,
  '.theme.navbar': THEME_NAMES,
  '.theme.toolbar': THEME_NAMES,
  '.theme.footer': THEME_NAMES,
};

/** The settings in force: defaults, then the user's saved settings, then the route's (deepest last). */
export function mergeShellSettings(
  defaults: TShellSettings,
  ...layers: ReadonlyArray<TDeepPartial<TShellSettings> | Record<string, unknown> | undefined>
): TShellSettings {
  return layers.reduce<TShellSettings>(
    (settings, layer) => mergeKnown(settings, layer, '') as TShellSettings,
    defaults,
  );
}

/** Only the theme and layout keys of a user's `settings` object (it also holds other things). */
export function pickShellSettings(
  settings: Record<string, unknown> | undefined,
): TDeepPartial<TShellSettings> {
  if (!settings) return {};
  const picked: Record<string, unknown> = {};
  if (isPlainObject(settings.layout)) picked.layout = settings.layout;
  if (isPlainObject(settings.theme)) picked.theme = settings.theme;
  return picked as TDeepPartial<TShellSettings>;
}
