/**
 * The built-in offline agent: one pure function from an agent job to its result. A first message gets
 * a plan and a project_input card; create_project builds the first version; later messages edit the
 * project through its spec (atelier.json).
 */
import { projectRoot } from '@atelier/config/preview';
import { z } from 'zod';
import { LANGUAGES, dataApiBase, type AgentJob, type AgentResult } from '@atelier/contracts';
import { edit } from './edit.ts';
import { dataRulesFor, renderProject } from './render.ts';
import {
  editReply,
  editSummary,
  firstVersionSummary,
  greeting,
  noSpecReply,
  projectInputCard,
  projectSuccessCard,
  replyLanguage,
} from './replies.ts';
import { APP_KINDS, DECLINED, FEATURES, type AppLanguage, type AppSpec, type RenderContext } from './spec.ts';
import { detectKind, fold, understand } from './understand.ts';

export const SPEC_PATH = 'atelier.json';

const hex = z.string().regex(/^#[0-9a-f]{6}$/i);

const label = z.string().trim().min(1).max(200);

/** A collection brief as stored in atelier.json (collection-brief.ts). */
const CollectionBriefSchema = z.object({
  entity: z.object({ singular: label, plural: label }),
  fields: z
    .array(
      z.object({
        key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,63}$/),
        label,
        type: z.enum([
          'text',
          'longtext',
          'number',
          'money',
          'date',
          'time',
          'boolean',
          'choice',
          'rating',
          'email',
          'phone',
          'url',
          'interval',
        ]),
        required: z.boolean().optional(),
        options: z.array(label).max(50).optional(),
        unit: z.string().max(20).optional(),
        currency: z
          .string()
          .regex(/^[A-Z]{3}$/)
          .optional(),
        since: z.string().max(64).optional(),
      }),
    )
    .min(1)
    .max(40),
  titleField: z.string().max(64),
  summaries: z.array(z.enum(['count', 'total', 'average', 'due', 'byChoice', 'settle'])).max(5),
  groupBy: z.string().max(64).optional(),
  dueField: z.string().max(64).optional(),
  seedTitles: z.array(label).max(20),
  seedValues: z
    .array(z.record(z.string().max(64), z.union([z.string().max(200), z.number().finite(), z.boolean()])))
    .max(20)
    .optional(),
  fieldList: z.string().max(3000),
  typical: z.boolean().optional(),
});

const PriceSchema = z.object({
  amount: z.number().finite().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  period: z.enum(['hour', 'day', 'week', 'month', 'year']).optional(),
});
const opens = z.tuple([z.string().regex(/^\d{2}:\d{2}$/), z.string().regex(/^\d{2}:\d{2}$/)]);

/** What a brief listed, as stored in atelier.json (brief-content.ts). */
const BriefContentSchema = z.object({
  items: z
    .array(
      z.object({
        name: label,
        price: PriceSchema.optional(),
        minutes: z.number().finite().positive().optional(),
        servings: z.number().int().positive().max(500).optional(),
        detail: z.string().max(500).optional(),
      }),
    )
    .max(48),
  itemsLabel: label.optional(),
  people: z.array(z.object({ name: label, role: label.optional() })).max(24),
  peopleLabel: label.optional(),
  columns: z.array(label).max(12),
  highlights: z.array(label).max(24),
  highlightsLabel: label.optional(),
  hours: z.array(z.string().max(500)).max(12),
  week: z.array(opens.nullable()).length(7).optional(),
  description: z.string().max(500).optional(),
  contact: z
    .object({
      email: z.string().max(200).optional(),
      phone: z.string().max(60).optional(),
      address: z.string().max(300).optional(),
    })
    .optional(),
  event: z
    .object({
      date: z
        .string()
        .regex(/^(\d{4}|-)-\d{2}-\d{2}$/)
        .optional(),
      time: z
        .string()
        .regex(/^\d{2}:\d{2}$/)
        .optional(),
      venue: label.optional(),
      price: PriceSchema.optional(),
    })
    .optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  freeShippingFrom: PriceSchema.optional(),
  testimonials: z
    .array(z.object({ quote: z.string().max(500), author: label.optional(), role: label.optional() }))
    .max(12)
    .optional(),
  faq: z
    .array(z.object({ question: z.string().min(1).max(300), answer: z.string().max(1000) }))
    .max(12)
    .optional(),
  program: z
    .array(z.object({ time: z.string().regex(/^\d{2}:\d{2}$/), title: label }))
    .max(20)
    .optional(),
  self: label.optional(),
});

const AppSpecSchema = z.object({
  version: z.literal(1),
  kind: z.enum(APP_KINDS),
  name: z.string().trim().min(1).max(255),
  tagline: z.string().max(1000),
  audience: z.string().max(255).nullable(),
  // Every language an app is made in (spec.ts APP_LOCALES), so a follow-up edits a French app too.
  language: z.enum(LANGUAGES),
  theme: z.object({
    mode: z.enum(['light', 'dark']),
    primary: hex,
    accent: hex,
    font: z.enum(['sans', 'serif', 'mono', 'rounded']),
    radius: z.enum(['none', 'md', 'lg', 'full']),
  }),
  // Unknown features from a newer agent are dropped rather than refused.
  features: z.array(z.string()).transform((list) => FEATURES.filter((f) => list.includes(f))),
  sections: z.array(z.string().max(64)).max(64),
  texts: z.record(z.string().max(128), z.string().max(2000)),
  topics: z.array(z.string().max(200)).max(32),
  prompt: z.string().max(3000),
  collection: CollectionBriefSchema.optional(),
  content: BriefContentSchema.optional(),
  declined: z.array(z.enum(DECLINED)).max(DECLINED.length).optional(),
});

/** The spec a project was generated from, or null when it has none (or one this agent cannot read). */
export function readSpec(files: Record<string, string>): AppSpec | null {
  const text = files[SPEC_PATH];
  if (text === undefined) return null;
  try {
    const parsed = AppSpecSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface AnswerOptions {
  /** PREVIEW_URL, for the preview address in the project_success card. */
  previewUrl?: string;
  /** APP_URL, for the project's data API examples in the project_success card. */
  appUrl?: string;
}

/**
 * The spec a conversation describes so far: the first request, refined by the messages after it
 * ("make it purple"); a message that describes another app starts over from it.
 */
export function specFromConversation(
  requests: string[],
  language: AppLanguage,
): { spec: AppSpec; request: string } {
  const [first = '', ...rest] = requests;
  let spec = understand(first, language);
  let request = first;
  for (const message of rest) {
    const kind = detectKind(message);
    // "no, it's a booking app": the same brief, read as the kind the person meant.
    if (kind !== 'generic' && kind !== spec.kind && isCorrection(message)) {
      spec = understand(request, language, kind);
      continue;
    }
    // A new description of a different app ("a recipe book for my grandma with…") starts over.
    if (kind !== 'generic' && kind !== spec.kind && describesAnApp(message)) {
      spec = understand(message, language);
      request = message;
      continue;
    }
    const edited = edit(spec, message, language);
    if (edited.spec) spec = edited.spec;
    else if (kind !== 'generic') {
      spec = understand(message, language);
      request = message;
    }
  }
  return { spec, request };
}

/** A message of some length that does not start with a change ("add…", "make…"). */
function describesAnApp(message: string): boolean {
  const changeVerb =
    /^\W*(please\s+)?(add|remove|delete|drop|make|change|set|use|put|rename|turn|switch|ekle|kaldır|sil|yap|değiştir|ajoute|supprime|change|mets|rends|añade|agrega|quita|cambia|pon|haz|добавь|удали|убери|сделай|измени|أضف|احذف|اجعل|غيّر)\b/iu;
  return message.trim().split(/\s+/).length >= 6 && !changeVerb.test(message);
}

/**
 * A short follow-up that corrects what the app is rather than describing a new one: "no, it's a
 * booking app", "actually a shop", "hayır, bir blog olsun", "non, plutôt une boutique".
 */
function isCorrection(message: string): boolean {
  const words = message.trim().split(/\s+/).length;
  const cue =
    /^\W*(no|nope|not|actually|rather|instead|i meant|i mean|make it|it'?s|it is|should be|hay[ıi]r|yok|aslında|daha çok|olsun|non|plutôt|en fait|c.est|mejor|en realidad|es|нет|скорее|вернее|это|لا|بل)\b/iu;
  return words <= 10 && (cue.test(message) || /\b(instead|rather|olsun|plutôt|mejor)\b/iu.test(message));
}

/** "hi", "merhaba", "what can you do?": no app described yet. */
const SMALL_TALK =
  /^\W*(hi|hello|hey|yo|good (morning|afternoon|evening)|help|what can you (do|build)|who are you|merhaba|selam|selamlar|iyi gunler|yardim|ne yapabilirsin|sen kimsin)\W*$/;

/**
 * The same in French, Spanish, Russian and Arabic, read on the lower-cased text: fold() turns Arabic
 * letters with a hamza into "?", and \W would count Cyrillic and Arabic letters as punctuation.
 */
const SMALL_TALK_INTL = new RegExp(
  `^[^\\p{L}\\p{N}]*(${[
    'bonjour|bonsoir|salut|coucou|aide|que (sais|peux)[- ]tu faire|qu.est[- ]ce que tu (sais|peux) faire|qui es[- ]tu',
    'hola|buen[oa]s( d[ií]as| tardes| noches)?|ayuda|qu[ée] puedes hacer|qui[ée]n eres',
    'привет|здравствуй(те)?|добрый (день|вечер)|доброе утро|помощь|помоги(те)?|что ты умеешь|кто ты',
    'مرحب(ًا|اً|ا)|[اأ]هل(ًا|اً|ا)( وسهل(ًا|اً|ا))?|السلام عليكم|مساعدة|ماذا (يمكنك|تستطيع) [اأ]ن تفعل|من [اأ]نت',
  ].join('|')})[^\\p{L}\\p{N}]*$`,
  'u',
);

function isSmallTalk(text: string): boolean {
  return SMALL_TALK.test(fold(text)) || SMALL_TALK_INTL.test(text.normalize('NFC').toLocaleLowerCase());
}

function userRequests(job: AgentJob, includeCurrent: boolean): string[] {
  const earlier = job.history.filter((m) => m.role === 'user').map((m) => m.content);
  return [...earlier, ...(includeCurrent ? [job.message.content] : [])].filter(
    (text) => text.trim().length > 0 && !isSmallTalk(text),
  );
}

function plan(job: AgentJob): AgentResult {
  const lang = replyLanguage(job.language);
  const requests = userRequests(job, true);
  if (requests.length === 0) return { v: 1, content: greeting(lang) };
  const { spec, request } = specFromConversation(requests, job.language);
  return {
    v: 1,
    content: projectInputCard(
      spec,
      { conversationId: job.conversation.uuid, originalRequest: request },
      lang,
    ),
  };
}

/**
 * The project's data API, written into apps that keep shared data with the current publishable key. The
 * secret token never goes into a file: without a publishable key (an older api), the app stays local.
 */
function renderContext(job: AgentJob, options: AnswerOptions): RenderContext {
  const key = job.project?.publishable_key;
  if (!job.project || !options.appUrl || !key) return {};
  return { backend: { url: dataApiBase(options.appUrl, job.project.uuid), key } };
}

/** The files and, when the app keeps shared data, the rules its collections need. */
function rendered(spec: AppSpec, context: RenderContext): Pick<AgentResult, 'files' | 'data_rules'> {
  const rules = dataRulesFor(spec, context);
  return { files: renderProject(spec, context), ...(rules ? { data_rules: rules } : {}) };
}

function create(job: AgentJob, options: AnswerOptions, extra: string[] = []): AgentResult {
  const lang = replyLanguage(job.language);
  const requests = userRequests(job, false);
  const { spec: understood } = specFromConversation(
    [...(requests.length > 0 ? requests : [job.message.content]), ...extra],
    job.language,
  );
  const name = (job.project_name ?? '').trim() || job.project?.name.trim() || understood.name;
  const spec: AppSpec = { ...understood, name: name.slice(0, 255) };
  const id = job.project?.id ?? job.conversation.uuid;
  // The project's plain address: a private one opens for its owner from the workspace, which signs it.
  const preview =
    options.previewUrl && job.project ? projectRoot(options.previewUrl, job.project.uuid) : undefined;
  return {
    v: 1,
    content: projectSuccessCard(
      spec,
      {
        id,
        ...(job.project ? { uuid: job.project.uuid } : {}),
        ...(job.project?.publishable_key ? { publishableKey: job.project.publishable_key } : {}),
      },
      lang,
      { ...(preview ? { preview } : {}), ...(options.appUrl ? { appUrl: options.appUrl } : {}) },
    ),
    ...rendered(spec, renderContext(job, options)),
    project_name: spec.name,
    summary: firstVersionSummary(lang),
  };
}

function change(
  job: AgentJob,
  project: NonNullable<AgentJob['project']>,
  options: AnswerOptions,
): AgentResult {
  const lang = replyLanguage(job.language);
  const spec = readSpec(project.files);
  if (!spec) return { v: 1, content: noSpecReply(lang) };
  const outcome = edit(spec, job.message.content, lang, job.message.selected_element);
  if (!outcome.spec) return { v: 1, content: outcome.reason };
  const renamed = outcome.spec.name !== spec.name;
  return {
    v: 1,
    content: editReply(outcome.changes, outcome.notes, lang),
    ...rendered(outcome.spec, renderContext(job, options)),
    ...(renamed ? { project_name: outcome.spec.name } : {}),
    summary: editSummary(outcome.changes, lang),
  };
}

/** Answers one agent job. Pure and deterministic: a retried job gets the same answer. */
export function answer(job: AgentJob, options: AnswerOptions = {}): AgentResult {
  if (job.kind === 'create_project') return create(job, options);
  if (!job.project) return plan(job);
  // A project that never got its first version (its build job failed for good): build it now.
  if (Object.keys(job.project.files).length === 0) {
    return create({ ...job, kind: 'create_project' }, options, [job.message.content]);
  }
  return change(job, job.project, options);
}

/** Compiles the lexicon and warms the renderers, so the first real job is as fast as the rest. */
export function warmUp(): void {
  const job: AgentJob = {
    v: 1,
    kind: 'create_project',
    conversation: { uuid: 'warm-up', title: 'Warm-up', category: null },
    message: { uuid: 'warm-up', content: 'Create the project', created_at: new Date(0).toISOString() },
    history: [
      {
        role: 'user',
        content: 'a landing page called “Nimbus” with pricing, blue',
        created_at: new Date(0).toISOString(),
      },
    ],
    attachments: [],
    project: null,
    project_name: 'Nimbus',
    language: 'en',
    user: { id: 0, name: null },
  };
  const created = answer(job);
  const files = created.files ?? {};
  answer({
    ...job,
    kind: 'message',
    message: { ...job.message, content: 'make it green, add a FAQ and change the title to "Hello"' },
    project: {
      id: 1,
      uuid: 'warm-up',
      name: 'Nimbus',
      token: 'warm-up',
      publishable_key: 'pk_warm-up',
      version: 1,
      files,
    },
  });
}
