import { describe, expect, it } from 'vitest';
import { CaptureScreenshotRequest } from './screenshots.ts';

const url = 'http://localhost:3001/12/';

describe('CaptureScreenshotRequest', () => {
  it("fills in the chat's defaults", () => {
    expect(CaptureScreenshotRequest.parse({ url, project_id: 12 })).toEqual({
      url,
      width: 1200,
      height: 800,
      format: 'png',
      delay: 2000,
      wait_for_network: true,
      project_id: 12,
    });
  });

  it('keeps sizes and delay within bounds', () => {
    const base = { url, project_id: 12 };
    expect(CaptureScreenshotRequest.safeParse({ ...base, width: 99 }).success).toBe(false);
    expect(CaptureScreenshotRequest.safeParse({ ...base, width: 3841 }).success).toBe(false);
    expect(CaptureScreenshotRequest.safeParse({ ...base, height: 2161 }).success).toBe(false);
    expect(CaptureScreenshotRequest.safeParse({ ...base, delay: 10_001 }).success).toBe(false);
    expect(CaptureScreenshotRequest.safeParse({ ...base, format: 'gif' }).success).toBe(false);
    expect(CaptureScreenshotRequest.parse({ ...base, width: 3840, height: 2160, delay: 0 }).width).toBe(3840);
  });

  it('needs an absolute url and a project', () => {
    expect(CaptureScreenshotRequest.safeParse({ url: '/12/', project_id: 12 }).success).toBe(false);
    expect(CaptureScreenshotRequest.safeParse({ url }).success).toBe(false);
  });
});
