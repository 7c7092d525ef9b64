/**
 * Sending from the workspace (core §4, §8). Blocked sends explain themselves: an unverified e-mail as a
 * warning in the chat, a disabled account as a toast, a missing conversation id as an error. The
 * message is created first and its files uploaded to it afterwards (as the home does). A failure with
 * a keyCode becomes an assistant message with that code's text, otherwise the generic send error.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MessageCode, SelectedElement } from '@atelier/contracts';
import { uploadFiles } from '@/features/chat-home';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { loadContracts } from '@/lib/contracts';
import { useErrorText } from '@/lib/errors';
import { toast } from '@/stores/toast-store';
import { conversationStatusQueryKey } from '@/lib/query-keys';
import { sendMessage } from '../api/send-message';
import { sendBlockReason, type SendBlockReason } from '../lib/send-rules';
import type { SentMessage } from './use-conversation-polling';

/** A message only this screen shows: a send that failed or was refused. */
export interface LocalNotice {
  id: string;
  tone: 'error' | 'warning';
  text: string;
  created_at: string;
}

export interface WorkspaceSendInput {
  text: string;
  files: File[];
  selectedElement: SelectedElement | null;
}

export interface UseWorkspaceSendOptions {
  conversationId: string | undefined;
  categoryName: string | null;
  locked: boolean;
  onSent: (sent: SentMessage) => void;
}

let noticeCounter = 0;

export function useWorkspaceSend({ conversationId, categoryName, locked, onSent }: UseWorkspaceSendOptions) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { forCode } = useErrorText();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [notices, setNotices] = useState<LocalNotice[]>([]);

  const notify = (tone: LocalNotice['tone'], text: string) => {
    noticeCounter += 1;
    setNotices((list) => [
      ...list,
      { id: `notice-${noticeCounter}`, tone, text, created_at: new Date().toISOString() },
    ]);
  };

  const codeText = async (code: MessageCode, fallback?: string) => {
    // The catalogue is loaded with the workspace; waiting here costs nothing when it is.
    await loadContracts().catch(() => null);
    return forCode(code, fallback);
  };

  /** Resolves to true when the message was sent (the caller then clears its input). */
  const send = async ({ text, files, selectedElement }: WorkspaceSendInput): Promise<boolean> => {
    const reason: SendBlockReason | null = sendBlockReason({
      text,
      fileCount: files.length,
      pending,
      locked,
      conversationId,
      user,
    });
    if (reason === 'empty' || reason === 'pending' || reason === 'locked') return false;
    if (reason === 'noConversation') {
      toast.error(t('workspace.errors.missingConversation'));
      return false;
    }
    if (reason === 'emailUnverified') {
      notify(
        'warning',
        await codeText(
          'EMAIL_NOT_VERIFIED',
          'Please verify your email address before performing this action.',
        ),
      );
      return false;
    }
    if (reason === 'accountInactive') {
      toast.warning(await codeText('ACCOUNT_DEACTIVE'));
      return false;
    }
    if (!conversationId) return false;

    setPending(true);
    try {
      const content = text.trim();
      const response = await sendMessage({
        conversationId,
        content,
        category_name: categoryName,
        has_files: files.length > 0,
        ...(selectedElement ? { selected_element: selectedElement } : {}),
      });
      let created = response.user_message;
      if (files.length > 0) {
        try {
          const uploaded = await uploadFiles({ contextType: 'message', contextUuid: created.uuid, files });
          created = { ...created, files: uploaded.data };
        } catch {
          toast.error(t('workspace.errors.uploadFailed'));
        }
      }
      onSent({ created, content, categoryName, hasFiles: files.length > 0 });
      void queryClient.invalidateQueries({ queryKey: conversationStatusQueryKey(conversationId) });
      return true;
    } catch (error) {
      if (isApiError(error) && error.keyCode) notify('error', await codeText(error.keyCode, error.message));
      else notify('error', t('workspace.errors.sendFailed'));
      return false;
    } finally {
      setPending(false);
    }
  };

  return { send, pending, notices };
}
