import { useTranslation } from 'react-i18next';

/** The document title for a screen ("Sign in · Atelier"); React hoists <title> into the head. */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  const app = t('common.appName');
  return <title>{title ? `${title} · ${app}` : app}</title>;
}
