import type { TRole } from '@pesquisemais/shared';

/** Which parts of the admin shell a route shows; the shell issue adds more keys. */
export type TLayoutConfig = {
  mode?: 'boxed' | 'fullwidth' | 'container';
  navbar?: { display?: boolean };
  toolbar?: { display?: boolean };
  footer?: { display?: boolean };
  leftSidePanel?: { display?: boolean };
  rightSidePanel?: { display?: boolean };
};

export type TLayoutStyle = 'layout1';

export type TRouteSettings = {
  layout?: { style?: TLayoutStyle; config?: TLayoutConfig };
};

/**
 * Put on every route's `handle`. `auth`: roles allowed, `null` for everyone;
 * a route without `auth` inherits its parent's.
 */
export type TRouteHandle = {
  auth?: readonly TRole[] | null;
  settings?: TRouteSettings;
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
