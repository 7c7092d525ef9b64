import { describe, expect, it } from 'vitest';
import { parseAgentResult, parseRichContent, serializeContent, type AgentJob } from '@atelier/contracts';
import { answer } from '../src/agent/agent.ts';
import { typecheckProject } from './typecheck.ts';
import { loadModule } from './support/generated.ts';
import type { BookingSchema } from '@atelier/app-kit/booking';
import type * as BookingLogic from '@/components/sections/booking/logic';

const NOW = '2025-01-01T10:00:00.000Z';
const PROJECT_UUID = '6f1c1f9e-3c7a-4d0e-9b2a-7a3e5b1c2d4f';

function createJob(request: string, language: AgentJob['language'] = 'en'): AgentJob {
  return {
    v: 1,
    kind: 'create_project',
    conversation: { uuid: 'conv-1', title: 'Test', category: null },
    message: { uuid: 'msg-1', content: 'Create the project', created_at: NOW },
    history: [{ role: 'user', content: request, created_at: NOW }],
    attachments: [],
    project: {
      id: 42,
      uuid: PROJECT_UUID,
      name: 'Studio',
      token: 'secret-tok-42',
      publishable_key: 'pk_42',
      version: 0,
      files: {},
    },
    project_name: 'Studio',
    language,
    user: { id: 1, name: 'Ada' },
  };
}

function examplesOf(job: AgentJob, options: Parameters<typeof answer>[1]) {
  const result = answer(job, options);
  expect(parseAgentResult(result).ok).toBe(true);
  const card = parseRichContent(serializeContent(result.content));
  if (card?.ui_type !== 'project_success') throw new Error('expected a project_success card');
  return card.project.api_examples ?? {};
}

describe('project_success api_examples', () => {
  it("carry curl and fetch calls of the project's own data API", () => {
    const examples = examplesOf(createJob('a booking app for my yoga studio'), {
      previewUrl: 'http://localhost:3001',
      appUrl: 'https://atelier.example',
    });
    const base = `https://atelier.example/api/data/${PROJECT_UUID}`;
    expect(examples.Preview).toBe(`http://${PROJECT_UUID}.localhost:3001/`);
    expect(examples['Save a record (curl)']).toContain(`curl -X POST '${base}/bookings'`);
    expect(examples['Save a record (curl)']).toContain('-H "Authorization: Bearer $ATELIER_SECRET_TOKEN"');
    expect(examples['List records (curl)']).toContain(`'${base}/bookings?sort=-created_at'`);
    expect(examples['From your app (fetch)']).toContain(`const api = '${base}';`);
    expect(examples['From your app (fetch)']).toContain("Authorization: 'Bearer pk_42'");
  });

  it('show the publishable key on the card and keep the secret token out of the chat', () => {
    const result = answer(createJob('a booking app for my yoga studio'), {
      appUrl: 'https://atelier.example',
    });
    const card = parseRichContent(serializeContent(result.content));
    expect(card).toMatchObject({
      ui_type: 'project_success',
      project: { token: '', publishable_key: 'pk_42' },
    });
    expect(serializeContent(result.content)).not.toContain('secret-tok-42');
  });

  it('label the examples in Turkish and fall back to a messages collection', () => {
    const examples = examplesOf(createJob('a landing page for my startup', 'tr'), {
      appUrl: 'https://atelier.example',
    });
    expect(examples['Kayıt ekle (curl)']).toContain('/messages');
    expect(Object.keys(examples)).toEqual([
      'Kayıt ekle (curl)',
      'Kayıtları listele (curl)',
      'Uygulamanızdan (fetch)',
    ]);
  });

  it('leave the data API out when the public address is unknown', () => {
    const examples = examplesOf(createJob('a booking app'), { previewUrl: 'http://localhost:3001' });
    expect(Object.keys(examples)).toEqual(['Preview']);
  });
});

describe('the booking app keeps bookings in the data API', () => {
  const options = { appUrl: 'https://atelier.example' };
  const base = `https://atelier.example/api/data/${PROJECT_UUID}`;
  /** The app's schema (BookingApp in the kit), from src/app-schema.ts. */
  const schemaOf = (files: Record<string, string>) =>
    loadModule<{ SCHEMA: BookingSchema }>(files, 'src/app-schema.ts').SCHEMA;
  const SHARED_DATA = 'src/lib/shared-data.ts';

  it("writes the project's address and publishable key into the app, and the current key on every change", () => {
    const created = answer(createJob('a booking app for my yoga studio'), options);
    const files = created.files ?? {};
    expect(schemaOf(files).backend).toEqual({ url: base, key: 'pk_42' });
    // The kit's client sends the visitor's id, and the app sends every booking to the data API.
    expect(files[SHARED_DATA]).toContain("headers['X-Visitor-Id'] = visitor");
    expect(files['src/components/sections/booking-app.tsx']).toContain("saveRecord(backend, 'bookings'");
    expect(JSON.stringify(schemaOf(files).faq)).toContain('We receive every booking');
    // The secret token is in no file: a built app is public.
    expect(Object.entries(files).filter(([, text]) => text.includes('secret-tok-42'))).toEqual([]);
    // Bookings are personal; the taken slots are what every visitor needs to read.
    expect(created.data_rules).toEqual({ bookings: 'append_only', slots: 'public_read_append' });

    const job = createJob('a booking app for my yoga studio');
    const edited = answer(
      {
        ...job,
        kind: 'message',
        message: { uuid: 'msg-2', content: 'make it green', created_at: NOW },
        project: { ...job.project!, publishable_key: 'pk_rotated', version: 1, files },
      },
      options,
    );
    expect(schemaOf(edited.files ?? {}).backend).toEqual({ url: base, key: 'pk_rotated' });
    expect(edited.files?.['src/app-schema.ts']).not.toContain('pk_42');
    expect(edited.data_rules).toEqual({ bookings: 'append_only', slots: 'public_read_append' });
  });

  it('keeps the app local rather than ship the secret token when the job has no publishable key', () => {
    const job = createJob('a booking app for my yoga studio');
    const { publishable_key: _unused, ...older } = job.project!;
    const result = answer({ ...job, project: older }, options);
    expect(schemaOf(result.files ?? {}).backend).toBeNull();
    expect(JSON.stringify(result)).not.toContain('secret-tok-42');
    expect(result.data_rules).toBeUndefined();
  });

  it('stays local without a data API: no address, the pseudo-busy slots, the local FAQ answer', () => {
    const schema = schemaOf(answer(createJob('a booking app for my yoga studio'), {}).files ?? {});
    expect(schema.backend).toBeNull();
    expect(JSON.stringify(schema.faq)).not.toContain('We receive every booking');
  });

  it('marks times other visitors booked as taken, and only those, when the data API is there', () => {
    const files = answer(createJob('a booking app for my yoga studio'), options).files ?? {};
    const schema = schemaOf(files);
    const logic = loadModule<typeof BookingLogic>(files, 'src/components/sections/booking/logic.ts');
    const service = schema.offerings[0]!;
    const now = new Date();
    const day = new Date();
    day.setDate(day.getDate() + 30);
    while (day.getDay() !== 3) day.setDate(day.getDate() + 1);
    const wednesday = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    const shared = { bookings: [], taken: [], shared: schema.backend !== null };
    const open = logic.slotsFor(service, schema.hours, wednesday, now, shared);
    // Nothing is shown as booked that nobody booked.
    expect(open.length).toBeGreaterThan(3);
    expect(open.every((slot) => slot.free)).toBe(true);
    const taken = {
      offeringId: service.id,
      date: wednesday,
      time: open[1]!.time,
      tickets: 1,
      bookingId: 'x',
    };
    const after = logic.slotsFor(service, schema.hours, wednesday, now, { ...shared, taken: [taken] });
    expect(after.filter((slot) => !slot.free).map((slot) => slot.time)).toEqual([open[1]!.time]);
  });

  it('type-checks under strict TypeScript with the data API', () => {
    const files = answer(createJob('a booking app for my yoga studio'), options).files ?? {};
    expect(typecheckProject(files)).toEqual([]);
    const events = answer(createJob('an events page with RSVP for our meetups'), options).files ?? {};
    expect(schemaOf(events).mode).toBe('events');
    expect(typecheckProject(events)).toEqual([]);
  }, 120_000);
});
