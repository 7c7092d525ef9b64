/** /chat/{conversationId}: the chat workspace (core §2). Query: selectedAgent, agent, projectName. */
import { Navigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { Workspace } from '@/features/workspace/components/workspace';
import { loadContracts } from '@/lib/contracts';
import { loadTextSection } from '@/lib/i18n';

/** The workspace's texts and the contracts (rich cards are parsed with them) arrive before it renders. */
export const prepare = () => Promise.all([loadTextSection('workspace'), loadContracts().catch(() => null)]);

export default function ConversationRoute() {
  const { conversationId } = useParams();
  const [search] = useSearchParams();
  if (!conversationId) return <Navigate to={paths.chat.getHref()} replace />;
  return (
    <Workspace
      key={conversationId}
      conversationId={conversationId}
      agent={search.get('agent')}
      selectedAgent={search.get('selectedAgent')}
      projectName={search.get('projectName')}
    />
  );
}
