/** The HTML frame every mail shares: dark card, the product name, and the writing direction of its language. */
import type { Language } from '@atelier/contracts';

const RTL_LANGUAGES: readonly Language[] = ['ar'];

export function direction(language: Language): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Wraps table rows (already escaped HTML) in the shared card. */
export function htmlDocument(language: Language, rows: string): string {
  const dir = direction(language);
  const align = dir === 'rtl' ? 'right' : 'left';
  return `<!doctype html>
<html lang="${language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body dir="${dir}" style="margin:0;background:#0b0b10;font-family:system-ui,-apple-system,Segoe UI,Roboto,Tahoma,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px">
<table role="presentation" dir="${dir}" width="100%" style="max-width:560px;background:#15151d;border-radius:16px;padding:32px;color:#e7e7ee;text-align:${align}">
<tr><td style="font-size:20px;font-weight:700;padding-bottom:24px">Atelier</td></tr>
${rows}
</table></td></tr></table></body></html>`;
}

/** A header value on one line, so nothing a visitor typed can start a header of its own. */
export function oneLine(value: string, max = 120): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
