import { useMutation } from '@tanstack/react-query';
import type { EnterpriseRequest, InquiryResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** Sends the enterprise sales form (content §2) to the team: POST /api/enterprise. */
export const sendEnterprise = (data: EnterpriseRequest) => api.post<InquiryResponse>('/enterprise', data);

export const useSendEnterprise = ({
  mutationConfig,
}: { mutationConfig?: MutationConfig<typeof sendEnterprise> } = {}) =>
  useMutation({ ...mutationConfig, mutationFn: sendEnterprise });
