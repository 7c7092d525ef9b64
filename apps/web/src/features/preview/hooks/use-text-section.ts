import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTextSection, type TextSection } from '@/lib/i18n';

/** Whether a text section has arrived (it loads with the first screen that needs it). */
export function useTextSection(section: TextSection): boolean {
  const { i18n } = useTranslation();
  const has = () => Boolean(i18n.getResource(i18n.resolvedLanguage ?? i18n.language, 'translation', section));
  const [loaded, setLoaded] = useState(has);
  useEffect(() => {
    let active = true;
    loadTextSection(section)
      .catch(() => undefined)
      .finally(() => {
        if (active) setLoaded(true);
      });
    return () => {
      active = false;
    };
  }, [section]);
  return loaded || has();
}
