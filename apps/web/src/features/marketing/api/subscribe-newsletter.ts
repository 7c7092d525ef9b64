import { useMutation } from '@tanstack/react-query';
import type { NewsletterRequest, InquiryResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** Sends the newsletter entry in the footer to the team: POST /api/newsletter. */
export const subscribeNewsletter = (data: NewsletterRequest) =>
  api.post<InquiryResponse>('/newsletter', data);

export const useSubscribeNewsletter = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof subscribeNewsletter> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: subscribeNewsletter });
