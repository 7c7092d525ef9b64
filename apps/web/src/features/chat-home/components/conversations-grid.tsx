import { useState } from 'react';
import { MessageSquare, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZES } from '@atelier/contracts/constants';
import type { Conversation } from '@atelier/contracts';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useErrorText } from '@/lib/errors';
import { useTimeAgo } from '@/lib/time-ago';
import { toast } from '@/stores/toast-store';
import { useDeleteConversation } from '../api/delete-conversation';
import { useConversations } from '../api/get-conversations';
import { useUpdateConversation } from '../api/update-conversation';
import { clampPage, pageAfterDelete } from '../lib/pagination';
import { InlineRename } from './inline-rename';
import { Pager } from './pager';
import { HomeSection } from './section';

export function ConversationsGrid() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useConversations({ page });
  const list = query.data?.conversations;
  const total = list?.total ?? 0;
  const items = list?.data ?? [];
  const perPage = PAGE_SIZES.conversations;
  const shownPage = list ? clampPage(page, total, perPage) : page;
  if (shownPage !== page) setPage(shownPage);

  return (
    <HomeSection
      id="home-conversations"
      title={t('home.conversations')}
      aside={<Pager page={page} total={total} perPage={perPage} onPageChange={setPage} />}
    >
      {query.isPending ? (
        <GridSkeleton count={3} />
      ) : query.isError ? (
        <EmptyState
          title={t('home.loadFailed')}
          action={
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              {t('home.retry')}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<MessageSquare />}
          title={t('home.conversationsEmpty')}
          description={t('home.conversationsEmptyBody')}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((conversation) => (
            <ConversationCard
              key={conversation.uuid}
              conversation={conversation}
              onDeleted={() => setPage((current) => pageAfterDelete(current, items.length))}
            />
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

export function GridSkeleton({ count, className = 'h-28' }: { count: number; className?: string }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={`${className} rounded-2xl`} />
      ))}
    </div>
  );
}

function ConversationCard({
  conversation,
  onDeleted,
}: {
  conversation: Conversation;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const timeAgo = useTimeAgo();
  const { describe } = useErrorText();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateConversation();
  const remove = useDeleteConversation();
  const preview = conversation.last_message ?? conversation.lastMessage;
  const when = timeAgo(conversation.last_message_at ?? conversation.created_at);

  const rename = async (title: string) => {
    try {
      await update.mutateAsync({ uuid: conversation.uuid, data: { title } });
      toast.success(t('home.renamed'));
      setEditing(false);
    } catch (error) {
      toast.error(describe(error));
    }
  };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync({ uuid: conversation.uuid });
      toast.success(t('home.deleted'));
      onDeleted();
    } catch (error) {
      toast.error(describe(error));
    }
  };

  return (
    <li className="group relative flex min-h-28 flex-col gap-2 rounded-2xl border border-line bg-surface/70 p-4 transition-[border-color,background-color] duration-150 hover:border-line-strong hover:bg-surface">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          {editing ? (
            <InlineRename initial={conversation.title} onSave={rename} onCancel={() => setEditing(false)} />
          ) : (
            <Link
              to={paths.conversation.getHref(conversation.uuid)}
              className="line-clamp-1 text-[15px] font-medium text-fg after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-accent"
            >
              {conversation.title}
            </Link>
          )}
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger
            aria-label={t('home.actions', { name: conversation.title })}
            className="relative z-10 -mt-1 -me-1 flex size-8 shrink-0 items-center justify-center rounded-lg text-fg-subtle hover:bg-surface-2 hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
          >
            <MoreHorizontal className="size-4" aria-hidden="true" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t('home.rename')}
            </DropdownMenuItem>
            <DropdownMenuItem tone="danger" onSelect={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              {t('home.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <p className="line-clamp-2 text-sm text-fg-muted">{preview || t('home.noMessages')}</p>
      {when ? <p className="mt-auto text-xs text-fg-subtle">{when}</p> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        icon={<Trash2 className="size-5" />}
        title={t('home.deleteConversationTitle')}
        description={t('home.deleteConversationBody', { name: conversation.title })}
        confirmLabel={t('home.delete')}
        onConfirm={confirmDelete}
      />
    </li>
  );
}
