/**
 * Whether the workspace may send now (core §4): not with empty text and no files, not while a send is
 * pending, not while the conversation is locked, not without a conversation id, not with an unverified
 * e-mail, not for a disabled account (status 0). The first rule that applies wins.
 */
import { USER_STATUS } from '@atelier/contracts/constants';
import type { User } from '@atelier/contracts';

export type SendBlockReason =
  'empty' | 'pending' | 'locked' | 'noConversation' | 'emailUnverified' | 'accountInactive';

export interface SendContext {
  text: string;
  fileCount: number;
  pending: boolean;
  locked: boolean;
  conversationId: string | null | undefined;
  user: Pick<User, 'email_verified_at' | 'status'> | null;
}

export function sendBlockReason(context: SendContext): SendBlockReason | null {
  if (context.text.trim().length === 0 && context.fileCount === 0) return 'empty';
  if (context.pending) return 'pending';
  if (context.locked) return 'locked';
  if (!context.conversationId) return 'noConversation';
  if (!context.user?.email_verified_at) return 'emailUnverified';
  if (context.user.status === USER_STATUS.inactive) return 'accountInactive';
  return null;
}
