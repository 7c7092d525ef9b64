import 'i18next';
import type en from '@/locales/en';
import type enSettings from '@/locales/en/settings';
import type enWorkspace from '@/locales/en/workspace';
import type enPreview from '@/locales/en/preview';
import type enContent from '@/locales/en/content';
import type enLegal from '@/locales/en/legal';
import type enOnboarding from '@/locales/en/onboarding';
import type enMarketing from '@/locales/en/marketing';
import type enTimeAgo from '@/locales/en/time-ago';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    /** Sections (settings) are typed as part of the one namespace; they arrive with their screens. */
    resources: {
      translation: typeof en & {
        settings: typeof enSettings;
        workspace: typeof enWorkspace;
        preview: typeof enPreview;
        content: typeof enContent;
        legal: typeof enLegal;
        onboarding: typeof enOnboarding;
        marketing: typeof enMarketing;
        timeAgo: typeof enTimeAgo;
      };
    };
  }
}
