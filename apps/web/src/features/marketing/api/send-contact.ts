import { useMutation } from '@tanstack/react-query';
import type { ContactRequest, InquiryResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** Sends the contact form (content §2) to the team: POST /api/contact. */
export const sendContact = (data: ContactRequest) => api.post<InquiryResponse>('/contact', data);

export const useSendContact = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof sendContact> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: sendContact });
