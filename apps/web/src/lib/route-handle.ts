import type {
  TDeepPartial,
  TRole,
  TLayoutStyle as TShellLayoutStyle,
  TShellSettings,
} from '@pesquisemais/shared';

/** Which parts of the admin shell a route shows and how (spec point 2); merged over the user's settings. */
export type TLayoutConfig = TDeepPartial<TShellSettings['layout']['config']>;

export type TLayoutStyle = TShellLayoutStyle;

export type TRouteSettings = {
  layout?: { style?: TLayoutStyle; config?: TLayoutConfig };
  theme?: Partial<TShellSettings['theme']>;
};

/**
 * Put on every route's `handle`. `auth`: roles allowed, `null` for everyone;
 * a route without `auth` inherits its parent's.
 */
export type TRouteHandle = {
  auth?: readonly TRole[] | null;
  /**
   * A query parameter that lets an address through whatever the role: a signed link the page hands to the
   * server, which decides (a room's participant or guest observer has no account).
   */
  linkParam?: string;
  settings?: TRouteSettings;
  /** The screen's name in pt-BR, shown in document.title so screen readers and tabs tell pages apart. */
  title?: string;
};

/** Guest-only screens (login, register, callback) show no navbar, toolbar, footer or panels. */
export const HIDDEN_LAYOUT: TRouteSettings = {
  layout: {
    config: {
      navbar: { display: false },
      toolbar: { display: false },
      footer: { display: false },
      leftSidePanel: { display: false },
      rightSidePanel: { display: false },
    },
  },
};

export function asRouteHandle(value: unknown): TRouteHandle {
  return typeof value === 'object' && value !== null ? (value as TRouteHandle) : {};
}
