import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZES } from '@atelier/contracts/constants';
import type { ListConversationsResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

/** `page` is 0-based (the UI's); the api's pages start at 1. */
export const getConversations = ({ page, signal }: { page: number; signal?: AbortSignal }) =>
  api.get<ListConversationsResponse>('/conversations', {
    query: { page: page + 1, per_page: PAGE_SIZES.conversations },
    signal,
  });

export const conversationsQueryKey = ['conversations'] as const;

export const getConversationsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...conversationsQueryKey, { page }],
    queryFn: ({ signal }) => getConversations({ page, signal }),
    placeholderData: keepPreviousData,
  });

export const useConversations = ({ page, enabled = true }: { page: number; enabled?: boolean }) =>
  useQuery({ ...getConversationsQueryOptions(page), enabled });
