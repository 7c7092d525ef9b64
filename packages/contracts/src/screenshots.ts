/** Screenshots of a project's preview, captured by the worker (core §3, §7). */
import { z } from 'zod';
import { SCREENSHOT_PRESETS } from './constants.ts';
import { BooleanFlag, Envelope, Timestamp, pageQuery, paginated } from './common.ts';
import { IdField, idParam } from './ids.ts';
import { singleLineRule } from './text.ts';

export const SCREENSHOT_LIMITS = {
  width: { min: 100, max: 3840 },
  height: { min: 100, max: 2160 },
  delayMs: { min: 0, max: 10_000 },
} as const;

export const ScreenshotFormat = z.enum(['png', 'jpeg', 'webp']);
export type ScreenshotFormat = z.infer<typeof ScreenshotFormat>;

export const ScreenshotStatus = z.enum(['queued', 'capturing', 'done', 'failed']);
export type ScreenshotStatus = z.infer<typeof ScreenshotStatus>;

/** Default page size of GET /screenshots (the spec shows no grid for it). */
export const SCREENSHOTS_PER_PAGE = 20;

const { width, height, delayMs } = SCREENSHOT_LIMITS;
const chat = SCREENSHOT_PRESETS.chat;

/** Only the project's own preview address is accepted as url (no SSRF). */
export const CaptureScreenshotRequest = z.object({
  url: z.url().max(2048).check(singleLineRule),
  width: z.coerce.number().int().min(width.min).max(width.max).default(chat.width),
  height: z.coerce.number().int().min(height.min).max(height.max).default(chat.height),
  format: ScreenshotFormat.default(chat.format),
  delay: z.coerce.number().int().min(delayMs.min).max(delayMs.max).default(chat.delay),
  wait_for_network: BooleanFlag.default(true),
  project_id: IdField,
});
export type CaptureScreenshotRequest = z.infer<typeof CaptureScreenshotRequest>;

export const Screenshot = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: ScreenshotFormat,
  status: ScreenshotStatus,
  /** Signed, expiring address of the image once captured. */
  image_url: z.string().nullable(),
  error: z.string().nullable(),
  created_at: Timestamp,
  completed_at: Timestamp.nullable(),
});
export type Screenshot = z.infer<typeof Screenshot>;

export const CaptureScreenshotResponse = Envelope.extend({
  data: z.object({
    id: z.number().int(),
    status: ScreenshotStatus,
    /** The image address once captured (the client reads data.path), else null. */
    path: z.string().nullable(),
    image_url: z.string().nullable(),
  }),
});
export type CaptureScreenshotResponse = z.infer<typeof CaptureScreenshotResponse>;

export const ScreenshotParams = z.object({ id: idParam('SCREENSHOT_NOT_FOUND') });
export type ScreenshotParams = z.infer<typeof ScreenshotParams>;

export const ListScreenshotsQuery = pageQuery(SCREENSHOTS_PER_PAGE).extend({
  project_id: IdField.optional(),
});
export type ListScreenshotsQuery = z.infer<typeof ListScreenshotsQuery>;

/** Newest first. */
export const ScreenshotsResponse = Envelope.extend({ data: paginated(Screenshot) });
export type ScreenshotsResponse = z.infer<typeof ScreenshotsResponse>;

export const ScreenshotResponse = Envelope.extend({ data: Screenshot });
export type ScreenshotResponse = z.infer<typeof ScreenshotResponse>;

export const SCREENSHOT_JOB_NAME = 'screenshot.capture';

/** What the api asks the screenshot worker to do: capture one stored screenshot record. */
export const ScreenshotJob = z.object({
  v: z.literal(1),
  screenshot_id: z.number().int().positive(),
});
export type ScreenshotJob = z.infer<typeof ScreenshotJob>;
