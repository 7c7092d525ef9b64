/** "October 6, 2026" for an ISO date (a calendar day, so read and shown in UTC to stay the same day everywhere). */
export function formatDate(iso: string, language: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
