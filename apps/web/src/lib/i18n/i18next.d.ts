import 'i18next';
import type { PT_BR } from './pt-br';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof PT_BR };
  }
}
