import { loadTextSection } from '@/lib/i18n';

/** What the content screens need before they show (their route's `prepare`), so they never show keys. */
export async function loadContentTexts(): Promise<void> {
  await Promise.all([loadTextSection('content'), loadTextSection('timeAgo')]);
}

export async function loadLegalTexts(): Promise<void> {
  await Promise.all([loadTextSection('content'), loadTextSection('legal')]);
}
