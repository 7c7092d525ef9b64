/** Reading server-rendered sections in tests: their visible text, headings, and a storage to start from. */

/** The text a reader sees: tags and React's comment markers gone, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The second-level headings, in order. */
export function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]!);
}

/** A localStorage in a Map, holding `entries` as JSON. */
export function memoryStore(entries: Record<string, unknown> = {}) {
  const map = new Map(Object.entries(entries).map(([k, v]) => [k, JSON.stringify(v)]));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}
