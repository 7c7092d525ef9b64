import { buildUrl, defaultHeaders, toApiError } from '@/lib/api-client';

function fileNameOf(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/**
 * The latest version as a zip. The route needs the bearer token, which a plain link cannot carry,
 * so the file is fetched and handed to the browser as a download.
 */
export async function downloadProjectZip(projectId: number, fallbackName: string): Promise<void> {
  const response = await fetch(buildUrl(`/projects/${projectId}/download`), {
    headers: { ...defaultHeaders(), Accept: 'application/zip' },
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // Not JSON: keep the text.
    }
    throw toApiError(response.status, body, response.statusText);
  }
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileNameOf(response.headers.get('content-disposition'), `${fallbackName}.zip`);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob over; revoke once the browser has started the download.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
