import type { TLayoutConfig, TLayoutStyle, TRouteSettings } from '@/lib/route-handle';
import { asRouteHandle } from '@/lib/route-handle';

export type TResolvedLayout = { style: TLayoutStyle; config: Required<TLayoutConfig> };

export const DEFAULT_LAYOUT: TResolvedLayout = {
  style: 'layout1',
  config: {
    mode: 'fullwidth',
    navbar: { display: true },
    toolbar: { display: true },
    footer: { display: true },
    leftSidePanel: { display: true },
    rightSidePanel: { display: true },
  },
};

function mergeLayout(base: TResolvedLayout, settings: TRouteSettings | undefined): TResolvedLayout {
  const layout = settings?.layout;
  if (!layout) return base;
  const config = layout.config ?? {};
  return {
    style: layout.style ?? base.style,
    config: {
      mode: config.mode ?? base.config.mode,
      navbar: { ...base.config.navbar, ...config.navbar },
      toolbar: { ...base.config.toolbar, ...config.toolbar },
      footer: { ...base.config.footer, ...config.footer },
      leftSidePanel: { ...base.config.leftSidePanel, ...config.leftSidePanel },
      rightSidePanel: { ...base.config.rightSidePanel, ...config.rightSidePanel },
    },
  };
}

/** The layout of the matched routes: defaults, then each route's `settings.layout`, deepest last. */
export function resolveLayout(handles: readonly unknown[]): TResolvedLayout {
  return handles.reduce<TResolvedLayout>(
    (layout, handle) => mergeLayout(layout, asRouteHandle(handle).settings),
    DEFAULT_LAYOUT,
  );
}
