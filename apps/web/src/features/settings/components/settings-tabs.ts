/** The settings sub-pages, in tab order: /settings/{subPage}. */
export const SETTINGS_TABS = [
  { subPage: 'conta', label: 'Conta' },
  { subPage: 'notificacoes', label: 'Notificações' },
  { subPage: 'aparencia', label: 'Aparência' },
  { subPage: 'privacidade', label: 'Privacidade' },
  { subPage: 'sessoes', label: 'Sessões' },
] as const;

export type TSettingsSubPage = (typeof SETTINGS_TABS)[number]['subPage'];

export const DEFAULT_SUB_PAGE: TSettingsSubPage = 'conta';

export function isSettingsSubPage(value: string | undefined): value is TSettingsSubPage {
  return SETTINGS_TABS.some((tab) => tab.subPage === value);
}
