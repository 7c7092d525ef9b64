/** Small formatting of message details: the hour:minute timestamp (core §9) and token counts. */

// One formatter per language: making one costs far more than using it, and a conversation has many messages.
const clocks = new Map<string, Intl.DateTimeFormat>();

/** "14:05" in the interface language's clock; an unreadable timestamp gives ''. */
export function formatMessageTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let clock = clocks.get(language);
  if (!clock) {
    clock = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hour12: false });
    clocks.set(language, clock);
  }
  return clock.format(date);
}

/** 950 -> "950", 1234 -> "1.2k", 1_500_000 -> "1.5M". */
export function compactCount(value: number): string {
  if (value < 1000) return String(value);
  if (value < 1_000_000) return `${trimZero(value / 1000)}k`;
  return `${trimZero(value / 1_000_000)}M`;
}

function trimZero(value: number): string {
  return (value >= 100 ? Math.round(value).toString() : value.toFixed(1)).replace(/\.0$/, '');
}

export function isImage(mimeType: string): boolean {
  return /^image\/(png|jpe?g|gif|webp|svg\+xml|avif)$/i.test(mimeType);
}
