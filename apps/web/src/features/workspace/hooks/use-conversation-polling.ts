/**
 * The conversation query and when it is asked again (lib/polling.ts): every 2 s while waiting for the
 * AI, every 3 s in fast metadata mode, otherwise every 2 minutes. Failed polls are ignored: the last
 * answer stays on screen and the next poll comes as planned.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { hashKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationResponse, CreatedMessage, Message } from '@atelier/contracts';
import { conversationQueryKey } from '@/lib/query-keys';
import { getConversationQueryOptions } from '../api/get-conversation';
import {
  IDLE_POLL,
  afterFetch,
  afterSend,
  hasProject,
  pollInterval,
  shouldAutoStartWaiting,
  startWaiting,
  type PollState,
} from '../lib/polling';
import { TIMINGS } from '@atelier/contracts/constants';

export interface SentMessage {
  created: CreatedMessage;
  content: string;
  categoryName: string | null;
  hasFiles: boolean;
}

export function useConversationPolling(conversationId: string) {
  const queryClient = useQueryClient();
  const [poll, setPoll] = useState<PollState>(IDLE_POLL);
  const query = useQuery({
    ...getConversationQueryOptions(conversationId),
    refetchInterval: (q) => pollInterval(poll, hasProject(q.state.data?.conversation.metadata)),
    refetchIntervalInBackground: true,
  });
  const conversation = query.data;

  // Each answer (or failure) of a fetch moves the plan on; an answer written here (setQueryData) is not one.
  useEffect(() => {
    const hash = hashKey(conversationQueryKey(conversationId));
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryHash !== hash) return;
      const { action } = event;
      if (action.type === 'success' && !action.manual) {
        const fetched = (action.data as ConversationResponse | undefined)?.conversation;
        setPoll((state) =>
          afterFetch(
            state,
            fetched ? { messages: fetched.messages, projectExists: hasProject(fetched.metadata) } : null,
          ),
        );
      } else if (action.type === 'error') {
        setPoll((state) => afterFetch(state, null));
      }
    });
  }, [conversationId, queryClient]);

  // Opening a conversation whose reply is still to come waits for it by itself (core §4).
  const autoStarted = useRef<string | null>(null);
  useEffect(() => {
    if (!conversation || autoStarted.current === conversationId) return;
    autoStarted.current = conversationId;
    if (!shouldAutoStartWaiting(conversation.messages)) return;
    const projectExists = hasProject(conversation.metadata);
    // Follows the conversation as it arrives from the server, once per conversation.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPoll({
      waiting: startWaiting(conversation.messages, Date.now()),
      fastChecksLeft: projectExists ? 0 : TIMINGS.fastMetadataPollCount,
    });
  }, [conversation, conversationId]);

  /** A message was sent: show it at once, wait for the reply and look for the project. */
  const onSent = useCallback(
    ({ created, content, categoryName, hasFiles }: SentMessage) => {
      const key = conversationQueryKey(conversationId);
      const current = queryClient.getQueryData<ConversationResponse>(key);
      const messages = current?.conversation.messages ?? [];
      setPoll((state) =>
        afterSend(state, messages, created.uuid, hasProject(current?.conversation.metadata), Date.now()),
      );
      if (current && !messages.some((message) => message.uuid === created.uuid)) {
        const optimistic: Message = {
          uuid: created.uuid,
          content,
          role: 'user',
          category: categoryName ? { name: categoryName } : null,
          category_name: categoryName,
          created_at: created.created_at,
          has_files: hasFiles,
          files: created.files,
          formatted_files: created.files,
          status: 'queued',
          error_code: null,
          progress: null,
          usage: null,
        };
        queryClient.setQueryData<ConversationResponse>(key, {
          ...current,
          conversation: { ...current.conversation, messages: [...messages, optimistic] },
        });
      }
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
    [conversationId, queryClient],
  );

  /**
   * A project was created from the plan card: its request is a new user message the agent answers. The
   * conversation is fetched again (the metadata now names the project, so the preview shows it) and,
   * the request being the last message, the wait for the reply starts by itself; no page reload.
   */
  const onProjectCreated = useCallback(() => {
    autoStarted.current = null;
    void queryClient.invalidateQueries({ queryKey: conversationQueryKey(conversationId), exact: true });
  }, [conversationId, queryClient]);

  return { query, conversation, waiting: poll.waiting, onSent, onProjectCreated };
}
