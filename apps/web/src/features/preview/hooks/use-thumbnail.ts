/**
 * Thumbnails of a project's preview (core §9). The chat takes one when the preview first becomes
 * ready, at most once a minute per project; the public page, for the owner only, takes one after
 * 5 s and then every 2 minutes. Failures are ignored: a thumbnail is a nicety.
 */
import { useEffect } from 'react';
import { SCREENSHOT_PRESETS } from '@atelier/contracts/constants';
import { captureScreenshot } from '../api/capture-screenshot';
import { claimCapture } from '../lib/screenshot-cooldown';

const ignore = () => undefined;

export function useChatThumbnail(project: { id: number; previewUrl: string } | null, ready: boolean): void {
  const projectId = project?.id ?? null;
  const previewUrl = project?.previewUrl ?? null;
  useEffect(() => {
    if (!ready || projectId === null || previewUrl === null) return;
    if (!claimCapture(projectId)) return;
    captureScreenshot(projectId, previewUrl, 'chat').catch(ignore);
  }, [ready, projectId, previewUrl]);
}

export function usePublicThumbnail(
  projectId: number | null,
  previewUrl: string | null,
  enabled: boolean,
): void {
  useEffect(() => {
    if (!enabled || projectId === null || previewUrl === null) return;
    const { firstAfterMs, everyMs } = SCREENSHOT_PRESETS.publicPreview;
    const capture = () => void captureScreenshot(projectId, previewUrl, 'publicPreview').catch(ignore);
    let interval: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      capture();
      interval = setInterval(capture, everyMs);
    }, firstAfterMs);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [enabled, projectId, previewUrl]);
}
