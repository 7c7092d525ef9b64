/** /project/{projectId}: a public project in a frame, for guests too (core §2). */
import { useParams } from 'react-router';
import { ProjectPage } from '@/features/project-page/components/project-page';
import { loadTextSection } from '@/lib/i18n';

/** The page's texts are a section of their own: have them before it shows. */
export const prepare = () => loadTextSection('preview').catch(() => undefined);

export default function ProjectRoute() {
  const { projectId } = useParams();
  return <ProjectPage projectId={projectId} />;
}
