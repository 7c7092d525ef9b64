import { loadTextSection } from '@/lib/i18n';

/** Route loaders: the screen's texts arrive before it renders, so it never shows keys. */
export async function loadContentTexts(): Promise<null> {
  await Promise.all([loadTextSection('content'), loadTextSection('timeAgo')]);
  return null;
}

export async function loadLegalTexts(): Promise<null> {
  await Promise.all([loadTextSection('content'), loadTextSection('legal')]);
  return null;
}
