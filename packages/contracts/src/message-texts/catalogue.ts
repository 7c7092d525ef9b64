/** The shape every language's message texts share: one text per message code, none missing. */
import { ATTACHMENT_MAX_BYTES } from '../constants.ts';
import type { MessageCode } from '../message-codes.ts';

export type Catalogue = Record<MessageCode, string>;

/** The per-file upload limit in MB, as the texts state it. */
export const MAX_MB = ATTACHMENT_MAX_BYTES / 1024 / 1024;
