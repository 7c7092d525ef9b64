import 'i18next';
import type en from '@/locales/en';
import type enSettings from '@/locales/en/settings';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /** Sections (settings) are typed as part of the one namespace; they arrive with their screens. */
    resources: { translation: typeof en & { settings: typeof enSettings } };
  }
}
