import { useTranslation } from 'react-i18next';

/** The blog's texts of the current language, posts included. */
export function useBlogTexts() {
  const { t } = useTranslation();
  return t('content.blog', { returnObjects: true });
}

/** The learn area's texts of the current language, articles included. */
export function useLearnTexts() {
  const { t } = useTranslation();
  return t('content.learn', { returnObjects: true });
}

/** An entry's texts by id; undefined when the texts have no entry with that id. */
export function textsFor<T>(entries: Record<string, T>, id: number): T | undefined {
  return Object.prototype.hasOwnProperty.call(entries, String(id)) ? entries[String(id)] : undefined;
}
