import { SCREENSHOT_PRESETS } from '@atelier/contracts/constants';
import type { CaptureScreenshotRequest, CaptureScreenshotResponse } from '@atelier/contracts';
import { api } from '@/lib/api-client';

export type ScreenshotPreset = keyof typeof SCREENSHOT_PRESETS;

/** Asks the worker to capture the project's preview, which becomes its thumbnail (owner only). */
export const captureScreenshot = (projectId: number, url: string, preset: ScreenshotPreset) => {
  const { width, height, format, delay } = SCREENSHOT_PRESETS[preset];
  const body: CaptureScreenshotRequest = {
    url,
    width,
    height,
    format,
    delay,
    wait_for_network: true,
    project_id: projectId,
  };
  return api.post<CaptureScreenshotResponse>('/screenshots/capture', body);
};
