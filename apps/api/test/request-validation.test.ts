/**
 * The contracts' shared request rules, route by route: numeric ids in paths, bodies and queries are
 * bounded to PostgreSQL integers, and no text field takes a control character (NUL used to reach the
 * database and answer 500).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ID_MAX, WAIT_STATUS, type MessageCode } from '@atelier/contracts';
import { buildTestApp, call, createUser, uniqueEmail, type TestUser } from './helpers.ts';

let app: FastifyInstance;
let google: FastifyInstance;
let owner: TestUser;
let admin: TestUser;
let projectId: number;

beforeAll(async () => {
  app = await buildTestApp({ QUEUE_PREFIX: inject('redisPrefix') });
  // Google's routes only validate when Google sign-in is on; nothing here reaches the issuer.
  google = await buildTestApp({ GOOGLE_CLIENT_ID: 'client', GOOGLE_ISSUER: 'http://127.0.0.1:9' });
  owner = await createUser(app);
  admin = await createUser(app, { role: 'admin' });
  const project = await app.prisma.project.create({
    data: {
      userId: owner.user.id,
      name: 'Bounded',
      token: randomBytes(16).toString('hex'),
      waitStatus: WAIT_STATUS.ready,
      isPublic: true,
    },
  });
  projectId = project.id;
});
afterAll(async () => {
  await app.close();
  await google.close();
});

const BAD_IDS = ['2147483648', '99999999999999999999', '-1', '0', '1e3', '0x10', '007', '1.5', 'abc'];

describe('numeric ids in paths', () => {
  const routes: [method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, code: MessageCode][] = [
    ['GET', '/api/projects/{id}', 'PROJECT_NOT_FOUND'],
    ['PUT', '/api/projects/{id}', 'PROJECT_NOT_FOUND'],
    ['DELETE', '/api/projects/{id}', 'PROJECT_NOT_FOUND'],
    ['GET', '/api/projects/{id}/files', 'PROJECT_NOT_FOUND'],
    ['GET', '/api/projects/{id}/files/content?path=index.html', 'PROJECT_NOT_FOUND'],
    ['GET', '/api/projects/{id}/versions', 'PROJECT_NOT_FOUND'],
    ['POST', '/api/projects/{id}/versions/1/restore', 'PROJECT_NOT_FOUND'],
    ['POST', '/api/projects/1/versions/{id}/restore', 'PROJECT_VERSION_NOT_FOUND'],
    ['GET', '/api/projects/{id}/download', 'PROJECT_NOT_FOUND'],
    ['GET', '/api/projects/{id}/thumbnail', 'PROJECT_NOT_FOUND'],
    ['POST', '/api/projects/{id}/token/rotate', 'PROJECT_NOT_FOUND'],
    ['GET', '/api/public/projects/{id}', 'PROJECT_NOT_FOUND'],
    ['GET', '/api/conversations/find-by-project/{id}', 'CONVERSATION_NOT_FOUND'],
    ['GET', '/api/screenshots/{id}', 'SCREENSHOT_NOT_FOUND'],
    ['DELETE', '/api/screenshots/{id}', 'SCREENSHOT_NOT_FOUND'],
    ['GET', '/api/screenshots/{id}/image', 'SCREENSHOT_NOT_FOUND'],
    ['GET', '/api/categories/{id}', 'CATEGORY_NOT_FOUND'],
    ['PUT', '/api/admin/users/{id}/activate', 'NOT_FOUND'],
    ['PUT', '/api/admin/users/{id}/deactivate', 'NOT_FOUND'],
  ];

  it.each(routes)(
    '%s %s answers 404 for values that cannot be an id, never 422 or 500',
    async (method, path, code) => {
      const send = (id: string) =>
        call(app, {
          method,
          url: path.replace('{id}', encodeURIComponent(id)),
          headers: admin.auth,
          ...(method === 'PUT' || method === 'POST' ? { payload: { name: 'x' } } : {}),
        });
      for (const id of BAD_IDS) {
        const res = await send(id);
        expect(res.status, `${method} ${path} ${id}`).toBe(404);
        expect(res.body, `${method} ${path} ${id}`).toMatchObject({ success: false, keyCode: code });
      }
      // The largest id reaches the route (and the database) and is answered as usual.
      const largest = await send(String(ID_MAX));
      expect([403, 404], `${method} ${path} ${ID_MAX}`).toContain(largest.status);
    },
  );

  it('still finds real rows by their ids', async () => {
    const found = await call(app, { method: 'GET', url: `/api/projects/${projectId}`, headers: owner.auth });
    expect(found.status).toBe(200);
    const shown = await call(app, { method: 'GET', url: `/api/public/projects/${projectId}` });
    expect(shown.status).toBe(200);
  });

  it('answers a verification link with a bad id as a failed verification', async () => {
    for (const id of BAD_IDS) {
      const res = await call(app, { method: 'GET', url: `/api/email/verify/${id}/${'h'.repeat(40)}` });
      expect(res.status, id).toBe(400);
      expect(res.body.keyCode, id).toBe('EMAIL_VERIFICATION_FAILED');
    }
  });
});

describe('numeric ids in bodies and queries', () => {
  it('answers 422 naming the field for ids beyond PostgreSQL integers', async () => {
    const preview = app.config.PREVIEW_URL;
    for (const id of [ID_MAX + 1, 1e20, -1]) {
      const capture = await call(app, {
        method: 'POST',
        url: '/api/screenshots/capture',
        headers: owner.auth,
        payload: { url: `${preview}/${id}/`, project_id: id },
      });
      expect(capture.status, String(id)).toBe(422);
      expect(capture.body.errors, String(id)).toHaveProperty('project_id');

      const conversation = await call(app, {
        method: 'POST',
        url: '/api/conversations',
        headers: owner.auth,
        payload: { content: 'Hello', project_id: id },
      });
      expect(conversation.status, String(id)).toBe(422);
      expect(conversation.body.errors, String(id)).toHaveProperty('project_id');
    }
    const listed = await call(app, {
      method: 'GET',
      url: `/api/screenshots?project_id=${ID_MAX + 1}`,
      headers: owner.auth,
    });
    expect(listed.status).toBe(422);
    expect(listed.body.errors).toHaveProperty('project_id');
    const version = await call(app, {
      method: 'GET',
      url: `/api/projects/${projectId}/files?version=${ID_MAX + 1}`,
      headers: owner.auth,
    });
    expect(version.status).toBe(422);
    expect(version.body.errors).toHaveProperty('version');
  });
});

/** Every text field of every route that takes text, with a valid request around it. */
interface TextRequest {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  headers: Record<string, string>;
  payload?: Record<string, unknown>;
}

function textFields(): { field: string; request: (value: string) => TextRequest }[] {
  const uuid = randomUUID();
  const bodies: [string, string, Record<string, unknown>, string[]][] = [
    [
      'POST',
      '/api/register',
      {
        email: uniqueEmail(),
        password: 'long-enough-1',
        password_confirmation: 'long-enough-1',
        device_name: 'web',
      },
      ['email', 'password', 'password_confirmation', 'device_name'],
    ],
    [
      'POST',
      '/api/login',
      { email: uniqueEmail(), password: 'long-enough-1', device_name: 'web' },
      ['email', 'password', 'device_name'],
    ],
    ['POST', '/api/auth/forgot-password', { email: uniqueEmail() }, ['email']],
    [
      'POST',
      '/api/auth/reset-password',
      {
        email: uniqueEmail(),
        token: 'token',
        password: 'long-enough-1',
        password_confirmation: 'long-enough-1',
      },
      ['email', 'token', 'password', 'password_confirmation'],
    ],
    [
      'PUT',
      '/api/auth/profile',
      {},
      ['name', 'lastname', 'phone', 'address', 'city', 'job_title', 'company'],
    ],
    [
      'PUT',
      '/api/profile/password',
      {
        current_password: 'old-password',
        new_password: 'long-enough-1',
        new_password_confirmation: 'long-enough-1',
      },
      ['current_password', 'new_password', 'new_password_confirmation'],
    ],
    [
      'POST',
      '/api/conversations',
      { content: 'Hello', category_name: 'Development' },
      ['content', 'category_name'],
    ],
    ['PUT', `/api/conversations/${uuid}`, { title: 'Title' }, ['title']],
    [
      'POST',
      `/api/conversations/${uuid}/messages`,
      {
        content: 'Hello',
        category_name: 'Development',
        selected_element: { selector: 'h1', text: 'Hi', tag: 'h1' },
      },
      [
        'content',
        'category_name',
        'selected_element.selector',
        'selected_element.text',
        'selected_element.tag',
      ],
    ],
    ['POST', '/api/projects', { name: 'Shop', conversation_id: uuid }, ['name']],
    ['PUT', `/api/projects/${projectId}`, { name: 'Shop' }, ['name']],
    ['POST', '/api/screenshots/capture', { url: 'http://localhost:3001/1/', project_id: 1 }, ['url']],
    [
      'POST',
      '/api/contact',
      { name: 'Ada', email: uniqueEmail(), subject: 'general', message: 'Hello', website: '' },
      ['name', 'email', 'message', 'website'],
    ],
    [
      'POST',
      '/api/enterprise',
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        workMail: uniqueEmail(),
        country: 'UK',
        companyName: 'Engines',
        companySize: '1-10',
        jobTitle: 'CTO',
        howCanWeHelp: 'Hello',
        website: '',
      },
      ['firstName', 'lastName', 'workMail', 'country', 'companyName', 'jobTitle', 'howCanWeHelp', 'website'],
    ],
    ['POST', '/api/newsletter', { email: uniqueEmail(), website: '' }, ['email', 'website']],
    ['POST', '/api/auth/google/one-tap', { credential: 'jwt' }, ['credential']],
    ['POST', '/api/auth/google/access-token', { access_token: 'token' }, ['access_token']],
  ];
  const queries: [string, Record<string, string>, string[]][] = [
    ['/api/admin/users', { search: 'ada' }, ['search']],
    [`/api/projects/${projectId}/files/content`, { path: 'index.html' }, ['path']],
    [
      '/api/auth/google/callback',
      { code: 'code', state: 'state', redirect_uri: 'postmessage' },
      ['code', 'state', 'redirect_uri'],
    ],
  ];

  const setIn = (body: Record<string, unknown>, path: string, value: string): Record<string, unknown> => {
    const [head = '', ...rest] = path.split('.');
    return {
      ...body,
      [head]: rest.length ? setIn(body[head] as Record<string, unknown>, rest.join('.'), value) : value,
    };
  };
  return [
    ...bodies.flatMap(([method, url, body, fields]) =>
      fields.map((field) => ({
        field,
        request: (value: string) => ({
          method: method as TextRequest['method'],
          url,
          headers: admin.auth,
          payload: setIn(body, field, value),
        }),
      })),
    ),
    ...queries.flatMap(([url, query, fields]) =>
      fields.map((field) => ({
        field,
        request: (value: string) => ({
          method: 'GET' as const,
          url: `${url}?${new URLSearchParams({ ...query, [field]: value }).toString()}`,
          headers: admin.auth,
        }),
      })),
    ),
  ];
}

describe('control characters in text fields', () => {
  it('refuse NUL in every text field of every route with 422 naming the field', async () => {
    const fields = textFields();
    expect(fields.length).toBeGreaterThan(50);
    for (const { field, request } of fields) {
      const options = request('ok\u0000ok');
      const target = options.url.startsWith('/api/auth/google') ? google : app;
      const res = await call(target, options);
      const where = `${options.method} ${options.url.split('?')[0]} ${field}`;
      expect(res.status, where).toBe(422);
      expect(res.body.keyCode, where).toBe('VALIDATION_ERROR');
      const errors = res.body.errors as Record<string, string[]>;
      expect(errors[field], where).toContain(
        `The ${field.replace(/\./g, ' ').replace(/_/g, ' ')} may not contain control characters.`,
      );
    }
  });

  it("refuse NUL in a data API list's filters, whatever their names", async () => {
    const project = await app.prisma.project.findUniqueOrThrow({ where: { id: projectId } });
    for (const query of ['status=a%00b', 'where[status]=a%00b', 'status=ok&status=a%00b']) {
      const res = await call(app, {
        method: 'GET',
        url: `/api/data/${project.uuid}/guests?${query}`,
        headers: { authorization: `Bearer ${project.token}` },
      });
      expect(res.status, query).toBe(422);
      const field = query.startsWith('where') ? 'where[status]' : 'status';
      expect(res.body.errors, query).toEqual({
        [field]: [`The ${field} may not contain control characters.`],
      });
    }
  });

  it('refuse the other C0 controls and DEL, and line breaks in one-line fields', async () => {
    const { request } = textFields().find((entry) => entry.field === 'company')!;
    for (const char of ['\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\n', '\r', '\t']) {
      const res = await call(app, request(`Acme${char}Ltd`));
      expect(res.status, JSON.stringify(char)).toBe(422);
      expect(res.body.errors, JSON.stringify(char)).toEqual({
        company: ['The company may not contain control characters.'],
      });
    }
  });

  it('let multi-line text keep line breaks and tabs, but not NUL', async () => {
    const contact = await call(app, {
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Ada', email: uniqueEmail(), subject: 'general', message: 'Hello,\r\n\tthere.\n' },
    });
    expect(contact.status).toBe(201);
    const profile = await call(app, {
      method: 'PUT',
      url: '/api/auth/profile',
      headers: owner.auth,
      payload: { address: '1 Main St\nSpringfield' },
    });
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ data: { address: '1 Main St\nSpringfield' } });
    const nul = await call(app, {
      method: 'PUT',
      url: '/api/auth/profile',
      headers: owner.auth,
      payload: { address: '1 Main St\n\u0000' },
    });
    expect(nul.status).toBe(422);
  });
});
