/**
 * Whether a project's preview is ready (core §4): a HEAD to its address answers 200. Checked at once,
 * then every 10 s until it is; a new project or name starts over as not ready.
 */
import { useCallback, useEffect, useState } from 'react';
import { TIMINGS } from '@atelier/contracts/constants';

export async function checkPreviewReady(previewUrl: string, signal?: AbortSignal): Promise<boolean> {
  try {
    const response = await fetch(previewUrl, {
      method: 'HEAD',
      cache: 'no-store',
      credentials: 'omit',
      signal,
    });
    return response.status === 200;
  } catch {
    // Unreachable or aborted: not ready yet, and nothing worth reporting.
    return false;
  }
}

export interface PreviewReadiness {
  ready: boolean;
  /** Checks again now (and keeps polling) when not ready, e.g. after the conversation changed. */
  recheck: () => void;
}

/** `resetKey` names the project (id and name); when it changes, readiness starts over. */
export function usePreviewReadiness(previewUrl: string | null, resetKey: string): PreviewReadiness {
  const [readyKey, setReadyKey] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const ready = previewUrl !== null && readyKey === `${resetKey}|${previewUrl}`;

  useEffect(() => {
    if (previewUrl === null || ready) return;
    const key = `${resetKey}|${previewUrl}`;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const ok = await checkPreviewReady(previewUrl, controller.signal);
      if (controller.signal.aborted) return;
      if (ok) setReadyKey(key);
      else timer = setTimeout(() => void check(), TIMINGS.readinessPollMs);
    };
    void check();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [previewUrl, resetKey, ready, attempt]);

  const recheck = useCallback(() => setAttempt((value) => value + 1), []);
  return { ready, recheck };
}
