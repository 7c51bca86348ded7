import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PT_BR } from './pt-br';

export const DEFAULT_LANGUAGE = 'pt-BR';

// Resources are bundled, so initialisation is synchronous and `t` works at once.
void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: { translation: PT_BR } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { escapeValue: false },
});

export { i18n };
