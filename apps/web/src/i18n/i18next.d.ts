import type { englishResources } from './resources';

// Keys are typed from the English JSON, so t('app:missing') is a compile error everywhere.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: typeof englishResources;
  }
}
