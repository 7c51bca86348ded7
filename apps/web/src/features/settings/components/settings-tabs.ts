/** The settings sub-pages, in tab order: /settings/{subPage}. */
export const SETTINGS_TABS = [
  { subPage: 'perfil', label: 'Perfil' },
  { subPage: 'notificacoes', label: 'Notificações' },
  { subPage: 'aparencia', label: 'Aparência' },
] as const;

export type TSettingsSubPage = (typeof SETTINGS_TABS)[number]['subPage'];

export const DEFAULT_SUB_PAGE: TSettingsSubPage = 'perfil';

export function isSettingsSubPage(value: string | undefined): value is TSettingsSubPage {
  return SETTINGS_TABS.some((tab) => tab.subPage === value);
}
