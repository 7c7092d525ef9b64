import { randomBytes } from 'node:crypto';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { ATTACHMENT_EXTENSIONS, type MessageFile } from '@atelier/contracts';
import { randomToken } from '../src/lib/crypto.ts';
import { signPath } from '../src/lib/signed-url.ts';
import { deleteFilesOf } from '../src/features/files/service.ts';
import { buildTestApp, call, createUser, randomIp, type TestUser } from './helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const TXT = Buffer.from('Build me a todo app.\nWith dark mode: ✓\n');
const JPG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(16, 0)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(12),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const RAR = Buffer.concat([Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1'), Buffer.alloc(16)]);
const SEVEN_Z = Buffer.concat([
  Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04]),
  Buffer.alloc(24),
]);
const ZIP = Buffer.from(zipSync({ 'readme.txt': strToU8('hello') }));
const DOCX = Buffer.from(
  zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    'word/document.xml': strToU8('<w:document/>'),
  }),
);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg [ <!ENTITY x "y"> ]>\n<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>',
);
const SCRIPT = Buffer.from('<script>alert(document.cookie)</script>');

interface Part {
  field: string;
  value: Buffer | string;
  filename?: string;
  type?: string;
}

function multipart(parts: Part[]) {
  const boundary = `----atelier-files-${randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.field}"`
        : `form-data; name="${part.field}"; filename="${part.filename}"`;
    const contentType = part.type ?? (part.filename === undefined ? undefined : 'application/octet-stream');
    const type = contentType === undefined ? '' : `Content-Type: ${contentType}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof part.value === 'string' ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface Upload {
  name: string;
  content: Buffer;
  type?: string;
}

function uploadForm(fields: Record<string, string>, files: Upload[], fileField = 'files[]') {
  return multipart([
    ...Object.entries(fields).map(([field, value]) => ({ field, value })),
    ...files.map((file) => ({ field: fileField, value: file.content, filename: file.name, type: file.type })),
  ]);
}

async function upload(
  owner: TestUser,
  context: { type: string; uuid: string },
  files: Upload[],
  extra: Record<string, string> = {},
) {
  const form = uploadForm({ context_type: context.type, context_uuid: context.uuid, ...extra }, files);
  return call(app, {
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...owner.auth, ...form.headers },
    payload: form.payload,
  });
}

const newConversation = (userId: number) =>
  app.prisma.conversation.create({ data: { userId, title: 'Files test' } });
const newMessage = (conversationId: number) =>
  app.prisma.message.create({ data: { conversationId, role: 'user', content: 'See the attachment.' } });
const newProject = (userId: number) =>
  app.prisma.project.create({ data: { userId, name: 'Files test', token: randomToken(24) } });

async function ownerWithConversation() {
  const owner = await createUser(app);
  const conversation = await newConversation(owner.user.id);
  return { owner, conversation, context: { type: 'conversation', uuid: conversation.uuid } };
}

/** Path and query of a signed URL, as the browser would request it. */
function local(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

async function fetchRaw(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers, remoteAddress: randomIp() });
}

/** A GET over a real socket, path sent byte for byte (inject would resolve dot segments first). */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

const countFiles = (userId: number) => app.prisma.storedFile.count({ where: { userId } });

async function storedObjects(userId: number): Promise<string[]> {
  return readdir(path.join(app.config.STORAGE_DIR, 'files', String(userId))).catch(() => []);
}

function uploaded(body: Record<string, unknown>): MessageFile[] {
  return body.data as MessageFile[];
}

describe('POST /api/files/upload', () => {
  it('stores a PNG and a text file on a conversation and answers signed URLs that serve the exact bytes', async () => {
    const { owner, conversation, context } = await ownerWithConversation();
    const res = await upload(owner, context, [
      { name: 'screen.png', content: PNG, type: 'text/html' },
      { name: 'brief.txt', content: TXT },
    ]);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, keyCode: 'FILES_UPLOADED' });
    const [png, txt] = uploaded(res.body);
    // The type comes from the extension, never from the client's Content-Type.
    expect(png).toMatchObject({ original_name: 'screen.png', mime_type: 'image/png', size: PNG.length });
    expect(txt).toMatchObject({ original_name: 'brief.txt', mime_type: 'text/plain', size: TXT.length });
    expect(png?.url).toMatch(
      /^http:\/\/app\.test\/api\/files\/serve\/files\/\d+\/[0-9a-f-]{36}\.png\?expires=\d+&signature=/,
    );

    const rows = await app.prisma.storedFile.findMany({
      where: { userId: owner.user.id },
      orderBy: { id: 'asc' },
    });
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      uuid: png?.uuid,
      contextType: 'conversation',
      contextUuid: conversation.uuid,
      conversationId: conversation.id,
      messageId: null,
      fileRole: 'attachment',
      originalName: 'screen.png',
      mimeType: 'image/png',
      size: PNG.length,
    });
    expect(rows[0]?.storageKey).toMatch(new RegExp(`^files/${owner.user.id}/[0-9a-f-]{36}\\.png$`));
    expect(rows[0]?.storageKey).not.toContain('screen');

    const image = await fetchRaw(local(png!.url));
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, max-age=3600',
    });
    expect(image.headers['content-disposition']).toBe(
      `inline; filename="screen.png"; filename*=UTF-8''screen.png`,
    );

    const text = await fetchRaw(local(txt!.url));
    expect(text.statusCode).toBe(200);
    expect(text.rawPayload.equals(TXT)).toBe(true);
    expect(text.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text.headers['x-content-type-options']).toBe('nosniff');
    expect(text.headers['content-disposition']).toBe(
      `attachment; filename="brief.txt"; filename*=UTF-8''brief.txt`,
    );
  });

  it('accepts every binary format whose bytes match its extension, and serves SVG only as a download', async () => {
    const { owner, context } = await ownerWithConversation();
    const first = await upload(owner, context, [
      { name: 'photo.JPG', content: JPG },
      { name: 'anim.gif', content: GIF },
      { name: 'pic.webp', content: WEBP },
      { name: 'spec.pdf', content: PDF },
      { name: 'logo.svg', content: SVG },
    ]);
    expect(first.status).toBe(201);
    expect(uploaded(first.body).map((file) => file.mime_type)).toEqual([
      'image/jpeg',
      'image/gif',
      'image/webp',
      'application/pdf',
      'image/svg+xml',
    ]);
    const second = await upload(owner, context, [
      { name: 'old.doc', content: DOC },
      { name: 'new.docx', content: DOCX },
      { name: 'src.zip', content: ZIP },
      { name: 'src.rar', content: RAR },
      { name: 'src.7z', content: SEVEN_Z },
    ]);
    expect(second.status).toBe(201);
    const third = await upload(owner, context, [
      { name: 'App.tsx', content: Buffer.from('export const App = () => <div />;\n') },
      { name: 'data.json', content: Buffer.from('{"a":1}') },
      { name: 'page.html', content: SCRIPT },
      { name: 'empty.md', content: Buffer.alloc(0) },
      { name: 'rows.csv', content: Buffer.from('\uFEFFa,b\n1,2\n') },
    ]);
    expect(third.status).toBe(201);

    const svg = await fetchRaw(local(uploaded(first.body)[4]!.url));
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers['content-disposition']).toMatch(/^attachment; /);
    expect(svg.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const html = await fetchRaw(local(uploaded(third.body)[2]!.url));
    expect(html.headers['content-disposition']).toMatch(/^attachment; /);
    const pdf = await fetchRaw(local(uploaded(first.body)[3]!.url));
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('also takes parts named files, and the asset role', async () => {
    const { owner, context } = await ownerWithConversation();
    const form = uploadForm(
      { context_type: context.type, context_uuid: context.uuid, file_role: 'asset' },
      [{ name: 'a.txt', content: TXT }],
      'files',
    );
    const res = await call(app, {
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...owner.auth, ...form.headers },
      payload: form.payload,
    });
    expect(res.status).toBe(201);
    const row = await app.prisma.storedFile.findFirst({ where: { userId: owner.user.id } });
    expect(row?.fileRole).toBe('asset');
  });

  it('keeps only a clean original name, in the database only', async () => {
    const { owner, context } = await ownerWithConversation();
    const long = `${'n'.repeat(300)}.txt`;
    const res = await upload(owner, context, [
      { name: '../../etc/pa\u0007ss\u202ewd.txt', content: TXT },
      { name: 'C:\\Users\\me\\notes.md', content: TXT },
      { name: long, content: TXT },
      { name: "résumé (final)'s.txt", content: TXT },
    ]);
    expect(res.status).toBe(201);
    const names = uploaded(res.body).map((file) => file.original_name);
    expect(names.slice(0, 2)).toEqual(['passwd.txt', 'notes.md']);
    expect(names[2]).toHaveLength(255);
    expect(names[2]).toMatch(/^n+\.txt$/);
    expect(names[3]).toBe("résumé (final)'s.txt");
    const download = await fetchRaw(local(uploaded(res.body)[3]!.url));
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="r_sum_ (final)'s.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%28final%29%27s.txt`,
    );
    for (const key of await storedObjects(owner.user.id)) expect(key).toMatch(/^[0-9a-f-]{36}\.(txt|md)$/);
  });

  it('refuses six files with TOO_MANY_FILES and stores none', async () => {
    const { owner, context } = await ownerWithConversation();
    const files = Array.from({ length: 6 }, (_, index) => ({ name: `f${index}.txt`, content: TXT }));
    const res = await upload(owner, context, files);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, keyCode: 'TOO_MANY_FILES' });
    expect(res.body.errors).toEqual({ files: ['Too many files selected (6). Maximum 5 files allowed.'] });
    expect(await countFiles(owner.user.id)).toBe(0);
    expect(await storedObjects(owner.user.id)).toEqual([]);

    const many = await upload(
      owner,
      context,
      Array.from({ length: 9 }, (_, index) => ({ name: `f${index}.txt`, content: TXT })),
    );
    expect(many.status).toBe(422);
    expect(many.body.keyCode).toBe('TOO_MANY_FILES');
    expect(await countFiles(owner.user.id)).toBe(0);
  });

  it('refuses a file of 10 MB + 1 byte with FILE_TOO_LARGE and accepts exactly 10 MB', async () => {
    const { owner, context } = await ownerWithConversation();
    const res = await upload(owner, context, [
      { name: 'ok.txt', content: TXT },
      { name: 'big.txt', content: Buffer.alloc(10485761, 'a') },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.keyCode).toBe('FILE_TOO_LARGE');
    expect(res.body.errors).toEqual({ 'files.1': ['The files.1 may not be greater than 10240 kilobytes.'] });
    expect(await countFiles(owner.user.id)).toBe(0);

    const exact = await upload(owner, context, [{ name: 'max.txt', content: Buffer.alloc(10485760, 'a') }]);
    expect(exact.status).toBe(201);
    expect(uploaded(exact.body)[0]?.size).toBe(10485760);
  });

  it('refuses extensions outside the list with FILE_TYPE_NOT_ALLOWED', async () => {
    const { owner, context } = await ownerWithConversation();
    for (const name of ['setup.exe', 'Makefile', '.env', 'photo.png.exe', 'shell.sh', 'x.png\u0000.exe']) {
      const res = await upload(owner, context, [{ name, content: Buffer.from('MZ\x90\x00', 'latin1') }]);
      expect(res.status, name).toBe(422);
      expect(res.body.keyCode).toBe('FILE_TYPE_NOT_ALLOWED');
      expect(res.body.errors).toEqual({
        'files.0': [`The files.0 must be a file of type: ${ATTACHMENT_EXTENSIONS.join(', ')}.`],
      });
    }
    expect(await countFiles(owner.user.id)).toBe(0);
  });

  it('refuses content that does not match its extension with FILE_CONTENT_MISMATCH', async () => {
    const { owner, context } = await ownerWithConversation();
    const cases: Upload[] = [
      { name: 'cute.png', content: SCRIPT, type: 'image/png' },
      { name: 'photo.jpg', content: PNG },
      { name: 'doc.pdf', content: SCRIPT },
      { name: 'plain.docx', content: ZIP },
      { name: 'fake.zip', content: SCRIPT },
      { name: 'old.doc', content: TXT },
      { name: 'a.rar', content: ZIP },
      { name: 'a.7z', content: ZIP },
      { name: 'a.gif', content: JPG },
      { name: 'a.webp', content: PNG },
      { name: 'page.svg', content: Buffer.from('<html><body><svg></svg></body></html>') },
      { name: 'binary.svg', content: Buffer.concat([Buffer.from('<svg>'), Buffer.from([0])]) },
      { name: 'image.txt', content: PNG },
      { name: 'nul.js', content: Buffer.from('alert(1)\u0000') },
      { name: 'latin1.csv', content: Buffer.from([0x61, 0xe9, 0x0a]) },
    ];
    for (const file of cases) {
      const res = await upload(owner, context, [file]);
      expect(res.status, file.name).toBe(422);
      expect(res.body.keyCode, file.name).toBe('FILE_CONTENT_MISMATCH');
      expect(Object.keys(res.body.errors as object)).toEqual(['files.0']);
    }
    expect(await countFiles(owner.user.id)).toBe(0);
    expect(await storedObjects(owner.user.id)).toEqual([]);
  });

  it('stores nothing when one file among good ones is bad', async () => {
    const { owner, context } = await ownerWithConversation();
    await upload(owner, context, [{ name: 'before.txt', content: TXT }]);
    const before = await countFiles(owner.user.id);
    const objectsBefore = await storedObjects(owner.user.id);
    const res = await upload(owner, context, [
      { name: 'a.png', content: PNG },
      { name: 'b.txt', content: TXT },
      { name: 'evil.png', content: SCRIPT },
      { name: 'c.pdf', content: PDF },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.keyCode).toBe('FILE_CONTENT_MISMATCH');
    expect(res.body.errors).toEqual({
      'files.2': ['The files.2 content does not match its .png extension.'],
    });
    expect(await countFiles(owner.user.id)).toBe(before);
    expect(await storedObjects(owner.user.id)).toEqual(objectsBefore);
  });

  it('uploads to a message context and marks the message as having files', async () => {
    const { owner, conversation } = await ownerWithConversation();
    const message = await newMessage(conversation.id);
    const res = await upload(owner, { type: 'message', uuid: message.uuid }, [
      { name: 'a.png', content: PNG },
    ]);
    expect(res.status).toBe(201);
    const row = await app.prisma.storedFile.findUnique({ where: { uuid: uploaded(res.body)[0]!.uuid } });
    expect(row).toMatchObject({
      contextType: 'message',
      messageId: message.id,
      conversationId: conversation.id,
    });
    expect((await app.prisma.message.findUnique({ where: { id: message.id } }))?.hasFiles).toBe(true);
  });

  it('uploads to a project context', async () => {
    const owner = await createUser(app);
    const project = await newProject(owner.user.id);
    const res = await upload(owner, { type: 'project', uuid: project.uuid }, [
      { name: 'logo.svg', content: SVG },
    ]);
    expect(res.status).toBe(201);
    const row = await app.prisma.storedFile.findFirst({ where: { userId: owner.user.id } });
    expect(row).toMatchObject({ contextType: 'project', contextUuid: project.uuid, conversationId: null });
  });

  it("answers 404 for another user's conversation, message or project, as for a missing one, and stores nothing", async () => {
    const { conversation } = await ownerWithConversation();
    const other = await createUser(app);
    const otherOwner = conversation.userId;
    const message = await newMessage(conversation.id);
    const project = await newProject(otherOwner);
    const cases = [
      { type: 'conversation', uuid: conversation.uuid, code: 'CONVERSATION_NOT_FOUND' },
      { type: 'message', uuid: message.uuid, code: 'MESSAGE_NOT_FOUND' },
      { type: 'project', uuid: project.uuid, code: 'PROJECT_NOT_FOUND' },
      { type: 'conversation', uuid: '00000000-0000-4000-8000-000000000000', code: 'CONVERSATION_NOT_FOUND' },
      { type: 'message', uuid: '00000000-0000-4000-8000-000000000000', code: 'MESSAGE_NOT_FOUND' },
      { type: 'project', uuid: '00000000-0000-4000-8000-000000000000', code: 'PROJECT_NOT_FOUND' },
    ];
    for (const { code, ...context } of cases) {
      const res = await upload(other, context, [{ name: 'a.png', content: PNG }]);
      expect(res.status, code).toBe(404);
      expect(res.body).toMatchObject({ success: false, keyCode: code });
    }
    expect(await countFiles(other.user.id)).toBe(0);
    expect(await countFiles(otherOwner)).toBe(0);
    expect(await storedObjects(other.user.id)).toEqual([]);
    expect((await app.prisma.message.findUnique({ where: { id: message.id } }))?.hasFiles).toBe(false);
  });

  it('names missing and invalid fields with 422', async () => {
    const owner = await createUser(app);
    const missing = await upload(owner, { type: '', uuid: '' }, [{ name: 'a.txt', content: TXT }]);
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ keyCode: 'VALIDATION_ERROR' });
    expect(missing.body.errors).toEqual({
      context_type: ['The context type field is required.'],
      context_uuid: ['The context uuid field is required.'],
    });
    const invalid = await upload(owner, { type: 'user', uuid: 'nope' }, [{ name: 'a.txt', content: TXT }], {
      file_role: 'avatar',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({
      context_type: ['The selected context type is invalid.'],
      context_uuid: ['The context uuid format is invalid.'],
      file_role: ['The selected file role is invalid.'],
    });
    const { context } = await ownerWithConversation();
    const none = await upload(owner, context, []);
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ files: ['The files field is required.'] });
    const nameless = multipart([
      { field: 'context_type', value: context.type },
      { field: 'context_uuid', value: context.uuid },
      { field: 'files[]', value: PNG, type: 'application/octet-stream' },
    ]);
    const unnamed = await call(app, {
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...owner.auth, ...nameless.headers },
      payload: nameless.payload,
    });
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.keyCode).toBe('FILE_TYPE_NOT_ALLOWED');
    const json = await call(app, {
      method: 'POST',
      url: '/api/files/upload',
      headers: owner.auth,
      payload: { context_type: 'conversation' },
    });
    expect(json.status).toBe(422);
  });

  it('requires a bearer token', async () => {
    const { context } = await ownerWithConversation();
    const form = uploadForm({ context_type: context.type, context_uuid: context.uuid }, [
      { name: 'a.txt', content: TXT },
    ]);
    const res = await call(app, {
      method: 'POST',
      url: '/api/files/upload',
      headers: form.headers,
      payload: form.payload,
    });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/files/serve/*', () => {
  async function uploadedFile() {
    const { owner, context } = await ownerWithConversation();
    const res = await upload(owner, context, [
      { name: 'a.png', content: PNG },
      { name: 'b.txt', content: TXT },
    ]);
    expect(res.status).toBe(201);
    const [png, txt] = uploaded(res.body);
    return { owner, png: png!, txt: txt! };
  }

  it('refuses a tampered signature, path or expiry with 403 INVALID_SIGNATURE', async () => {
    const { png, txt } = await uploadedFile();
    const url = new URL(png.url);
    const signature = url.searchParams.get('signature')!;
    const expires = url.searchParams.get('expires')!;
    const flipped = `${signature.slice(0, 5)}${signature[5] === 'A' ? 'B' : 'A'}${signature.slice(6)}`;
    const otherPath = new URL(txt.url).pathname;
    const attempts = [
      `${url.pathname}?expires=${expires}&signature=${flipped}`,
      `${otherPath}?expires=${expires}&signature=${signature}`,
      `${url.pathname}?expires=${Number(expires) + 1}&signature=${signature}`,
      `${url.pathname}?expires=${Number(expires) + 3600 * 24 * 365}&signature=${signature}`,
      `${url.pathname}?signature=${signature}`,
      `${url.pathname}?expires=${expires}`,
      url.pathname,
      `${url.pathname}?expires=${expires}&signature=${signature}%3D%3D`,
      `${url.pathname}?expires=abc&signature=${signature}`,
    ];
    for (const attempt of attempts) {
      const res = await call(app, { method: 'GET', url: attempt });
      expect(res.status, attempt).toBe(403);
      expect(res.body).toMatchObject({ success: false, keyCode: 'INVALID_SIGNATURE' });
    }
    // The untouched URL still works.
    expect((await fetchRaw(local(png.url))).statusCode).toBe(200);
  });

  it('refuses an expired URL with 403', async () => {
    const { png } = await uploadedFile();
    const { pathname } = new URL(png.url);
    const old = signPath(app.config.APP_KEY, pathname, 60, Date.now() - 24 * 3600 * 1000);
    const res = await call(app, { method: 'GET', url: old });
    expect(res.status).toBe(403);
    expect(res.body.keyCode).toBe('INVALID_SIGNATURE');
  });

  it('never serves a file outside the stored files, even with a valid signature for the literal path', async () => {
    const secretName = `secret-${randomBytes(6).toString('hex')}`;
    const secret = `top-secret-${randomBytes(8).toString('hex')}`;
    await writeFile(path.join(app.config.DATA_DIR, secretName), secret);
    await app.storage.put(`${secretName}.txt`, secret);
    await app.storage.put(`avatars/${secretName}.png`, secret);
    const { owner } = await uploadedFile();
    // An object under a valid-looking key that no file row points at.
    const orphan = `files/${owner.user.id}/00000000-0000-4000-8000-000000000000.txt`;
    await app.storage.put(orphan, secret);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const keys = [
        `files/../../${secretName}`,
        `files/../../app-key`,
        `files/%2e%2e/%2e%2e/${secretName}`,
        `files%2F..%2F..%2F${secretName}`,
        `files/${owner.user.id}/..%2F..%2F..%2F${secretName}`,
        `..%2F${secretName}`,
        `${secretName}.txt`,
        `%2F..%2F${secretName}`,
        `/${path.join(app.config.DATA_DIR, secretName)}`,
        `files\\..\\..\\${secretName}`,
        `files/1/..%5c..%5c${secretName}`,
        `files/%252e%252e/%252e%252e/${secretName}`,
        `avatars/${secretName}.png`,
        orphan,
      ];
      for (const key of keys) {
        const literal = `/api/files/serve/${key}`;
        const signedLiteral = signPath(app.config.APP_KEY, literal, 3600);
        let decoded = literal;
        try {
          decoded = decodeURIComponent(literal);
        } catch {
          // keep the literal
        }
        const signedDecoded = signPath(app.config.APP_KEY, decoded, 3600);
        const query = signedDecoded.slice(signedDecoded.indexOf('?'));
        for (const url of [signedLiteral, `${literal}${query}`, literal]) {
          const injected = await fetchRaw(url);
          expect([403, 404], url).toContain(injected.statusCode);
          expect(injected.body, url).not.toContain(secret);
          const raw = await rawGet(port, url);
          expect([403, 404], url).toContain(raw.status);
          expect(raw.body, url).not.toContain(secret);
        }
      }
      // Over a real socket the dot segments reach the route, which refuses the key itself.
      const dotted = await rawGet(
        port,
        signPath(app.config.APP_KEY, `/api/files/serve/files/../../${secretName}`, 3600),
      );
      expect(dotted.status).toBe(404);
      expect(JSON.parse(dotted.body)).toMatchObject({ keyCode: 'FILE_NOT_FOUND' });
    } finally {
      await rm(path.join(app.config.DATA_DIR, secretName), { force: true });
      await app.storage.delete(`${secretName}.txt`);
      await app.storage.delete(`avatars/${secretName}.png`);
      await app.storage.delete(orphan);
    }
  });

  it('answers 404 FILE_NOT_FOUND for a signed key that has no file', async () => {
    const owner = await createUser(app);
    const url = signPath(
      app.config.APP_KEY,
      `/api/files/serve/files/${owner.user.id}/11111111-1111-4111-8111-111111111111.png`,
      3600,
    );
    const res = await call(app, { method: 'GET', url });
    expect(res.status).toBe(404);
    expect(res.body.keyCode).toBe('FILE_NOT_FOUND');
  });
});

describe('DELETE /api/files/{id}', () => {
  it("lets the owner delete a file, its object and its URL; another user's attempt is a 404", async () => {
    const { owner, conversation } = await ownerWithConversation();
    const message = await newMessage(conversation.id);
    const res = await upload(owner, { type: 'message', uuid: message.uuid }, [
      { name: 'a.png', content: PNG },
    ]);
    const file = uploaded(res.body)[0]!;
    const row = await app.prisma.storedFile.findUniqueOrThrow({ where: { uuid: file.uuid } });

    const other = await createUser(app);
    const stranger = await call(app, {
      method: 'DELETE',
      url: `/api/files/${file.uuid}`,
      headers: other.auth,
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.keyCode).toBe('FILE_NOT_FOUND');
    expect(await app.storage.get(row.storageKey)).not.toBeNull();

    const anonymous = await call(app, { method: 'DELETE', url: `/api/files/${file.uuid}` });
    expect(anonymous.status).toBe(401);

    const deleted = await call(app, {
      method: 'DELETE',
      url: `/api/files/${file.uuid}`,
      headers: owner.auth,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, keyCode: 'FILE_DELETED' });
    expect(await app.prisma.storedFile.findUnique({ where: { uuid: file.uuid } })).toBeNull();
    expect(await app.storage.get(row.storageKey)).toBeNull();
    expect((await app.prisma.message.findUnique({ where: { id: message.id } }))?.hasFiles).toBe(false);

    const served = await call(app, { method: 'GET', url: local(file.url) });
    expect(served.status).toBe(404);
    expect(served.body.keyCode).toBe('FILE_NOT_FOUND');

    const again = await call(app, { method: 'DELETE', url: `/api/files/${file.uuid}`, headers: owner.auth });
    expect(again.status).toBe(404);
  });
});

describe('GET /api/files/{id}/download', () => {
  it('serves the owner with a token, refuses others, and accepts a signed URL without a token', async () => {
    const { owner, context } = await ownerWithConversation();
    const res = await upload(owner, context, [{ name: 'Project Brief.png', content: PNG }]);
    const file = uploaded(res.body)[0]!;
    const url = `/api/files/${file.uuid}/download`;

    const own = await fetchRaw(url, owner.auth);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PNG)).toBe(true);
    expect(own.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Project Brief.png"; filename*=UTF-8''Project%20Brief.png`,
    });

    const other = await createUser(app);
    const stranger = await call(app, { method: 'GET', url, headers: other.auth });
    expect(stranger.status).toBe(404);
    expect(stranger.body.keyCode).toBe('FILE_NOT_FOUND');

    expect((await call(app, { method: 'GET', url })).status).toBe(401);

    const signed = signPath(app.config.APP_KEY, url, app.config.SIGNED_URL_TTL_SECONDS);
    const viaLink = await fetchRaw(signed);
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.rawPayload.equals(PNG)).toBe(true);
    // A valid link works whoever follows it; a broken one is refused.
    expect((await fetchRaw(signed, other.auth)).statusCode).toBe(200);
    // Another first character of the signature (base64url: it may already be "_").
    const tamperedUrl = signed.replace(/signature=(.)/, (_match, first: string) =>
      first === '_' ? 'signature=A' : 'signature=_',
    );
    const tampered = await call(app, { method: 'GET', url: tamperedUrl });
    expect(tampered.status).toBe(403);
    expect(tampered.body.keyCode).toBe('INVALID_SIGNATURE');
    const expired = signPath(app.config.APP_KEY, url, 60, Date.now() - 24 * 3600 * 1000);
    expect((await call(app, { method: 'GET', url: expired })).status).toBe(403);

    // A signature for one file's download does not open another's.
    const second = uploaded((await upload(owner, context, [{ name: 'b.txt', content: TXT }])).body)[0]!;
    const query = signed.slice(signed.indexOf('?'));
    const borrowed = await call(app, { method: 'GET', url: `/api/files/${second.uuid}/download${query}` });
    expect(borrowed.status).toBe(403);

    const missing = await call(app, {
      method: 'GET',
      url: '/api/files/00000000-0000-4000-8000-000000000000/download',
      headers: owner.auth,
    });
    expect(missing.status).toBe(404);
    expect(
      (await call(app, { method: 'GET', url: '/api/files/not-a-uuid/download', headers: owner.auth })).status,
    ).toBe(404);
  });
});

describe('deleteFilesOf', () => {
  it('removes the rows that match and their stored objects', async () => {
    const { owner, conversation, context } = await ownerWithConversation();
    const res = await upload(owner, context, [
      { name: 'a.png', content: PNG },
      { name: 'b.txt', content: TXT },
    ]);
    expect(res.status).toBe(201);
    const keys = (await app.prisma.storedFile.findMany({ where: { conversationId: conversation.id } })).map(
      (row) => row.storageKey,
    );
    expect(await deleteFilesOf(app, { conversationId: conversation.id })).toBe(2);
    expect(await countFiles(owner.user.id)).toBe(0);
    for (const key of keys) expect(await app.storage.get(key)).toBeNull();
  });
});

describe('streamed uploads', () => {
  it('refuses a large file from its first bytes and leaves no object or partial file behind', async () => {
    const { owner, context } = await ownerWithConversation();
    const fake = Buffer.concat([SCRIPT, Buffer.alloc(8 * 1024 * 1024, 'a')]);
    const res = await upload(owner, context, [
      { name: 'ok.txt', content: TXT },
      { name: 'fake.png', content: fake },
      { name: 'late.txt', content: Buffer.from([0x61, 0x00]) },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.keyCode).toBe('FILE_CONTENT_MISMATCH');
    // A later file is still checked, so each problem is named.
    expect(res.body.errors).toEqual({
      'files.1': ['The files.1 content does not match its .png extension.'],
      'files.2': ['The files.2 content does not match its .txt extension.'],
    });
    expect(await countFiles(owner.user.id)).toBe(0);
    expect(await storedObjects(owner.user.id)).toEqual([]);
  });

  it('accepts a .docx whose directory lists [Content_Types].xml after a large entry', async () => {
    const { owner, context } = await ownerWithConversation();
    const docx = Buffer.from(
      zipSync(
        {
          'word/media/image1.bin': [new Uint8Array(randomBytes(600 * 1024)), { level: 0 }],
          'word/document.xml': strToU8('<w:document/>'),
          '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
        },
        { level: 0 },
      ),
    );
    const res = await upload(owner, context, [{ name: 'report.docx', content: docx }]);
    expect(res.status).toBe(201);
    const stored = await app.storage.get(
      (await app.prisma.storedFile.findFirstOrThrow({ where: { userId: owner.user.id } })).storageKey,
    );
    expect(stored?.equals(docx)).toBe(true);
  });
});

describe('storage quota', () => {
  let small: FastifyInstance;
  beforeAll(async () => {
    small = await buildTestApp({ STORAGE_QUOTA_BYTES: '1000' });
  });
  afterAll(() => small.close());

  async function uploadTo(owner: TestUser, uuid: string, files: Upload[]) {
    const form = uploadForm({ context_type: 'conversation', context_uuid: uuid }, files);
    return call(small, {
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...owner.auth, ...form.headers },
      payload: form.payload,
    });
  }

  const text = (bytes: number) => Buffer.alloc(bytes, 'q');

  it('refuses what would pass the quota with 422 STORAGE_QUOTA_EXCEEDED, and frees space on delete', async () => {
    const owner = await createUser(small);
    const conversation = await small.prisma.conversation.create({
      data: { userId: owner.user.id, title: 'Quota' },
    });
    const first = await uploadTo(owner, conversation.uuid, [{ name: 'a.txt', content: text(600) }]);
    expect(first.status).toBe(201);

    const over = await uploadTo(owner, conversation.uuid, [
      { name: 'b.txt', content: text(300) },
      { name: 'c.txt', content: text(300) },
    ]);
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ success: false, keyCode: 'STORAGE_QUOTA_EXCEEDED' });
    expect(over.body.message).toBe('Your storage space is full. Delete some files to upload more.');
    expect(over.body.errors).toEqual({ files: ['The files would exceed your storage quota of 1000 bytes.'] });
    expect(await small.prisma.storedFile.count({ where: { userId: owner.user.id } })).toBe(1);
    expect(await storedObjects(owner.user.id)).toHaveLength(1);

    // Exactly up to the quota is fine.
    const fits = await uploadTo(owner, conversation.uuid, [{ name: 'd.txt', content: text(400) }]);
    expect(fits.status).toBe(201);

    const id = uploaded(first.body)[0]!.uuid;
    const removed = await call(small, { method: 'DELETE', url: `/api/files/${id}`, headers: owner.auth });
    expect(removed.status).toBe(200);
    const again = await uploadTo(owner, conversation.uuid, [{ name: 'e.txt', content: text(600) }]);
    expect(again.status).toBe(201);
  });

  it('lets only one of concurrent uploads that together pass the quota through', async () => {
    const owner = await createUser(small);
    const conversation = await small.prisma.conversation.create({
      data: { userId: owner.user.id, title: 'Quota race' },
    });
    const results = await Promise.all(
      [0, 1, 2].map((i) => uploadTo(owner, conversation.uuid, [{ name: `r${i}.txt`, content: text(600) }])),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    for (const refused of results.filter((r) => r.status === 422)) {
      expect(refused.body.keyCode).toBe('STORAGE_QUOTA_EXCEEDED');
    }
    expect(await small.prisma.storedFile.count({ where: { userId: owner.user.id } })).toBe(1);
    expect(await storedObjects(owner.user.id)).toHaveLength(1);
  });

  it('counts the profile photo', async () => {
    const owner = await createUser(small);
    const conversation = await small.prisma.conversation.create({
      data: { userId: owner.user.id, title: 'Quota avatar' },
    });
    const photo = Buffer.concat([PNG, Buffer.alloc(500)]);
    const form = multipart([{ field: 'avatar', value: photo, filename: 'me.png' }]);
    const avatar = await call(small, {
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...owner.auth, ...form.headers },
      payload: form.payload,
    });
    expect(avatar.status).toBe(200);
    const over = await uploadTo(owner, conversation.uuid, [{ name: 'a.txt', content: text(500) }]);
    expect(over.status).toBe(422);
    expect(over.body.keyCode).toBe('STORAGE_QUOTA_EXCEEDED');
    const fits = await uploadTo(owner, conversation.uuid, [{ name: 'a.txt', content: text(400) }]);
    expect(fits.status).toBe(201);
  });
});
