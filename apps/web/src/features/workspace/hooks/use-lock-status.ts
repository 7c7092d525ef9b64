/**
 * The conversation's lock (core §4): asked every 5 s; while locked the input is disabled and the reason
 * shown; needs_refresh reloads the page. When a lock ends, the conversation is fetched again so the
 * reply shows without waiting for the next poll. Failed polls are ignored.
 */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMINGS } from '@atelier/contracts/constants';
import { conversationQueryKey, conversationStatusQueryKey } from '@/lib/query-keys';
import { getConversationStatus } from '../api/get-conversation-status';
import { page } from '../lib/page';

export interface LockState {
  locked: boolean;
  reason: string | null;
}

export function useLockStatus(conversationId: string, enabled = true): LockState {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: conversationStatusQueryKey(conversationId),
    queryFn: ({ signal }) => getConversationStatus(conversationId, { signal }),
    select: (response) => response.data,
    enabled,
    retry: false,
    staleTime: 0,
    refetchInterval: TIMINGS.lockPollMs,
    refetchIntervalInBackground: true,
  });
  const data = status.data;
  const locked = data?.is_locked ?? false;

  useEffect(() => {
    if (data?.needs_refresh) page.reload();
  }, [data]);

  const wasLocked = useRef(locked);
  useEffect(() => {
    if (wasLocked.current && !locked) {
      void queryClient.invalidateQueries({ queryKey: conversationQueryKey(conversationId), exact: true });
    }
    wasLocked.current = locked;
  }, [locked, conversationId, queryClient]);

  return { locked, reason: locked ? (data?.lock_reason ?? null) : null };
}
