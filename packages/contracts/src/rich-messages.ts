/**
 * Rich assistant messages: content that parses as JSON carrying ui_type is drawn as a card (core §3).
 * Anything else is plain text.
 */
import { z } from 'zod';

/** Asks for a project name, then creates the project (POST /projects) with it. */
export const ProjectInputCard = z.object({
  ui_type: z.literal('project_input'),
  title: z.string(),
  description: z.string(),
  input_config: z.object({
    label: z.string(),
    placeholder: z.string(),
    required: z.boolean(),
    button_text: z.string(),
    /** A suggested project name to prefill. */
    default_value: z.string().optional(),
  }),
  context: z.object({
    conversation_id: z.string(),
    original_request: z.string(),
  }),
});
export type ProjectInputCard = z.infer<typeof ProjectInputCard>;

/** Announces a created project with its id, API token and usage examples. */
export const ProjectSuccessCard = z.object({
  ui_type: z.literal('project_success'),
  title: z.string(),
  message: z.string(),
  project: z.object({
    name: z.string(),
    id: z.union([z.number().int(), z.string()]),
    /** The secret token; Atelier's agents leave it empty (it is shown in the data dialog on demand). */
    token: z.string(),
    /** The key for browser code (docs/data-api.md). */
    publishable_key: z.string().optional(),
    api_examples_text: z.string().optional(),
    /** Example name -> example text (for instance a curl command). */
    api_examples: z.record(z.string(), z.string()).optional(),
  }),
});
export type ProjectSuccessCard = z.infer<typeof ProjectSuccessCard>;

export const RichContent = z.discriminatedUnion('ui_type', [ProjectInputCard, ProjectSuccessCard]);
export type RichContent = z.infer<typeof RichContent>;
export type RichUiType = RichContent['ui_type'];

/** The card in a message's content, or null when the content is plain text or not a known card. */
export function parseRichContent(content: string): RichContent | null {
  let text = content.trim();
  // Tolerate a card wrapped as a whole in a ```json fence, as language models like to write it.
  const fenced = /^```(?:json)?\s*\n([\s\S]*)\n```$/.exec(text);
  if (fenced?.[1] !== undefined) text = fenced[1].trim();
  if (!text.startsWith('{')) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = RichContent.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** How message content is stored: cards as JSON text, plain text unchanged. */
export function serializeContent(content: string | RichContent): string {
  return typeof content === 'string' ? content : JSON.stringify(content);
}
