/**
 * Sending from the home (core §4): guests are asked to log in; an unverified e-mail or a disabled
 * account stops the send with a toast; otherwise the conversation is created, its files uploaded to
 * the first message, and the workspace opened.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { USER_STATUS } from '@atelier/contracts/constants';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';
import { useAuth } from '@/lib/auth';
import { useErrorText } from '@/lib/errors';
import { toast } from '@/stores/toast-store';
import { createConversation } from '../api/create-conversation';
import { conversationsQueryKey } from '../api/get-conversations';
import { uploadFiles } from '../api/upload-files';

export interface HomeSend {
  content: string;
  files: File[];
  categoryName: string | null;
}

export function useSendFromHome({ onSent }: { onSent?: () => void } = {}) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { forCode, describe } = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [loginRequired, setLoginRequired] = useState(false);

  const send = async ({ content, files, categoryName }: HomeSend) => {
    if (sending) return;
    if (!user) {
      setLoginRequired(true);
      return;
    }
    if (!user.email_verified_at || user.status === USER_STATUS.inactive) {
      // The catalogue words these outcomes; it is usually loaded by now (lib/contracts.ts).
      await loadContracts().catch(() => null);
    }
    if (!user.email_verified_at) {
      toast.warning(
        forCode('EMAIL_NOT_VERIFIED', 'Please verify your email address before performing this action.'),
      );
      return;
    }
    if (user.status === USER_STATUS.inactive) {
      toast.warning(forCode('ACCOUNT_DEACTIVE'));
      return;
    }
    setSending(true);
    try {
      const created = await createConversation({
        content,
        category_name: categoryName,
        has_files: files.length > 0,
      });
      if (files.length > 0) {
        try {
          await uploadFiles({ contextType: 'message', contextUuid: created.user_message.uuid, files });
        } catch (error) {
          // The conversation exists: open it anyway and say what went wrong with the files.
          toast.error(describe(error));
        }
      }
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      onSent?.();
      // Still sending until the workspace replaces this screen: its module may take a moment to arrive.
      void navigate(paths.conversation.getHref(created.conversation.uuid));
    } catch (error) {
      toast.error(
        isApiError(error) && error.keyCode ? forCode(error.keyCode, error.message) : t('home.createFailed'),
      );
      setSending(false);
    }
  };

  return { send, sending, loginRequired, setLoginRequired };
}
