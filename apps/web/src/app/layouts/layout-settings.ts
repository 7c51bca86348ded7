import { DEFAULT_SHELL_SETTINGS, mergeShellSettings, type TShellSettings } from '@pesquisemais/shared';
import { asRouteHandle, type TRouteSettings } from '@/lib/route-handle';

/** The settings of each matched route, outermost first (the deepest route wins the merge). */
export function routeSettingsLayers(handles: readonly unknown[]): TRouteSettings[] {
  return handles.flatMap((handle) => {
    const settings = asRouteHandle(handle).settings;
    return settings ? [settings] : [];
  });
}

/** The layout in force on a route: defaults, then the user's settings, then the routes'. */
export function resolveShellSettings(
  userSettings: TShellSettings | undefined,
  handles: readonly unknown[],
): TShellSettings {
  return mergeShellSettings(userSettings ?? DEFAULT_SHELL_SETTINGS, ...routeSettingsLayers(handles));
}

/**
 * Screens that hide the navbar, toolbar and footer (guest-only and public screens) get no admin
 * shell at all, so its code is not loaded there.
 */
export function isShellHidden(handles: readonly unknown[]): boolean {
  const { config } = resolveShellSettings(undefined, handles).layout;
  return !config.navbar.display && !config.toolbar.display && !config.footer.display;
}
