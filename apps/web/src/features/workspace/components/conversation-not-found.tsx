import { MessageSquareOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

/** A missing conversation, or one that belongs to someone else (core §2, §8). */
export function ConversationNotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-1 items-center justify-center p-6">
      <EmptyState
        className="w-full max-w-md border-solid bg-surface/60"
        icon={<MessageSquareOff />}
        title={t('workspace.notFound.title')}
        description={t('workspace.notFound.body')}
        action={<ButtonLink to={paths.chat.getHref()}>{t('workspace.notFound.action')}</ButtonLink>}
      />
    </div>
  );
}
