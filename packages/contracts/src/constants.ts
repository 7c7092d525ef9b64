/** Business constants and limits shared by the api, the web and the worker (core §9). */

export const LANGUAGES = ['en', 'tr', 'fr', 'es', 'ru', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Languages the api answers in (message texts and mails): all of them. */
export const SERVER_LANGUAGES = LANGUAGES;
export const DEFAULT_LANGUAGE: Language = 'en';
/** The client sends this when nothing is stored (core §7). */
export const DEFAULT_REQUEST_LANGUAGE: Language = 'tr';

export const DEFAULT_QUEUE_NAME = 'ai_processing_queue';
/** Header that carries the user's developer queue name (core §7). */
export const QUEUE_HEADER = 'x-queue-name';
export const QUEUE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

export const PAGE_SIZES = {
  conversations: 9,
  projectsGrid: 4,
  projectsRequest: 6,
  featured: 6,
  /** Upper bound for any per_page a client asks for. */
  max: 100,
} as const;

export const CHAT_TEXT_MAX = 3000;
export const CHAT_TEXT_COUNTER_FROM = 2500;

export const ATTACHMENT_MAX_FILES = 5;
export const ATTACHMENT_MAX_BYTES = 10_485_760;
export const ATTACHMENT_EXTENSIONS = [
  'jpeg',
  'jpg',
  'png',
  'gif',
  'svg',
  'webp',
  'pdf',
  'doc',
  'docx',
  'txt',
  'md',
  'tsx',
  'jsx',
  'ts',
  'js',
  'css',
  'html',
  'php',
  'json',
  'xml',
  'csv',
  'zip',
  'rar',
  '7z',
] as const;

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

export const PASSWORD_MIN = 8;
export const STRING_MAX = 255;

export const TOAST = { max: 5, defaultMs: 4000, errorMs: 4000, warningMs: 3000, loginErrorMs: 5000 } as const;

export const TIMINGS = {
  logoutDelayMs: 800,
  loginRedirectMs: 1500,
  registerRedirectLoggedInMs: 2000,
  registerRedirectMs: 3000,
  forgotPasswordDelayMs: 1500,
  messagePollMs: 2000,
  lockPollMs: 5000,
  readinessPollMs: 10_000,
  metadataPollMs: 120_000,
  fastMetadataPollMs: 3000,
  fastMetadataPollCount: 20,
  homepageReadinessAttempts: 20,
  homepageReadinessEveryMs: 2000,
  homepageReadinessFirstMs: 3000,
  screenshotCooldownMs: 60_000,
  pageTransitionMs: 150,
} as const;

export const TAGLINE = { typeMs: 80, deleteMs: 50, pauseMs: 2000 } as const;
export const HERO_SLOGAN = { typeMs: 50, deleteMs: 20, pauseMs: 800 } as const;

export const SCREENSHOT_PRESETS = {
  chat: { width: 1200, height: 800, format: 'png', delay: 2000 },
  publicPreview: {
    width: 1600,
    height: 900,
    format: 'png',
    delay: 3000,
    firstAfterMs: 5000,
    everyMs: 120_000,
  },
} as const;

export const CHAT_WIDTH = {
  presets: {
    focusChat: [65, 35],
    balanced: [40, 60],
    focusProject: [30, 70],
    equal: [50, 50],
  },
  defaultStart: 30,
  ratioIndexStart: 2,
  min: 20,
  max: 80,
} as const;

export const MOBILE_BREAKPOINT_PX = 768;
export const FRAME_WIDTHS = { desktop: '100%', tablet: '768px', mobile: '375px' } as const;
export const DEVICE_PRESETS = [
  { name: 'iPhone 14 Pro', width: 393 },
  { name: 'iPhone SE', width: 375 },
  { name: 'iPhone 15', width: 393 },
  { name: 'iPhone 15 Pro', width: 393 },
  { name: 'iPhone 16', width: 393 },
  { name: 'iPhone 16 Pro', width: 402 },
  { name: 'Galaxy S23', width: 360 },
  { name: 'Pixel 7', width: 412 },
  { name: 'OnePlus 11', width: 384 },
] as const;
export const FRAME_SANDBOX = 'allow-same-origin allow-scripts allow-popups allow-forms';

export const HEADER_HIDE_SCROLL_PX = 10;
export const SCROLL_TOP_SHOW_PX = 300;
export const MODAL_Z_INDEX = 250;

/** Self-descriptions offered by onboarding (content §3). */
export const DEFINITIONS = [
  'student',
  'developer',
  'designer',
  'entrepreneur',
  'freelancer',
  'business_owner',
  'marketer',
  'creative',
  'other',
] as const;

/** User.status values: 0 is pending approval or disabled, 1 is active. */
export const USER_STATUS = { inactive: 0, active: 1 } as const;

/** Queues the api and the worker use among themselves start with this; no user may name an agent queue so. */
export const INTERNAL_QUEUE_PREFIX = 'atelier-';

/** The internal queues between the api and the worker. */
export const INTERNAL_QUEUES = {
  build: `${INTERNAL_QUEUE_PREFIX}builds`,
  screenshot: `${INTERNAL_QUEUE_PREFIX}screenshots`,
  mail: `${INTERNAL_QUEUE_PREFIX}mail`,
} as const;

/**
 * Project.wait_status values.
 * - 0 ready: a build is live at the preview address.
 * - 1 building: a newer version is being built; the last good build stays live meanwhile.
 * - 2 hidden: not yet shown, because the project is being created or its first build is not done.
 *   Grids hide these projects (core §2); the conversation's preview shows the building stage.
 */
export const WAIT_STATUS = { ready: 0, building: 1, hidden: 2 } as const;
