/** /page/{slug}: about, terms, privacy or cookies; any other slug goes to /chat (content §2). */
import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { isStaticPage } from '@/features/content/data/pages';
import { StaticPage } from '@/features/content/components/static-page';
import { loadLegalTexts } from '@/features/content/lib/load-texts';

export const prepare = loadLegalTexts;

export default function StaticPageRoute() {
  const { slug } = useParams();
  if (!isStaticPage(slug)) return <Navigate to={paths.chat.getHref()} replace />;
  return <StaticPage slug={slug} />;
}
