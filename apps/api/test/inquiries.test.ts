import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LANGUAGES, MESSAGE_TEXTS, type Language } from '@atelier/contracts';
import { MAIL_KINDS, renderInquiryMail, renderMail, type InquiryMailInput } from '@atelier/mail';
import { INQUIRY_RATE_LIMITS } from '../src/features/inquiries/routes.ts';
import { buildTestApp, call, createUser, eventually, mailsTo, randomIp, uniqueEmail } from './helpers.ts';

let app: FastifyInstance;
let support: string;
beforeAll(async () => {
  support = uniqueEmail('support');
  app = await buildTestApp({ SUPPORT_EMAIL: support });
});
afterAll(() => app.close());

/** A mail's headers and every MIME part decoded to UTF-8 text (the outbox keeps them encoded). */
function decodeMail(raw: string): { subject: string; replyTo: string; body: string } {
  const header = (name: string) =>
    new RegExp(`^${name}: (.+(?:\\r?\\n[ \\t].+)*)`, 'mi').exec(raw)?.[1] ?? '';
  const words = (value: string) =>
    value
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
        enc.toLowerCase() === 'b'
          ? Buffer.from(text, 'base64').toString('utf8')
          : quotedPrintable(text.replace(/_/g, ' ')),
      )
      .replace(/\r?\n[ \t]/g, ' ');
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => {
    const split = part.search(/\r?\n\r?\n/);
    const head = part.slice(0, split);
    const body = part.slice(split).trim();
    const encoding = /content-transfer-encoding: *(\S+)/i.exec(head)?.[1]?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return quotedPrintable(body);
    return body;
  });
  return { subject: words(header('Subject')), replyTo: header('Reply-To').trim(), body: parts.join('\n') };
}

function quotedPrintable(value: string): string {
  const bytes: number[] = [];
  const text = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The decoded mails to `to` whose content contains `marker`; waits until at least one has arrived. */
async function mailsWith(to: string, marker: string) {
  return eventually(async () => {
    const found = (await mailsTo(app.config, to, { wait: false }))
      .map((mail) => decodeMail(mail.raw))
      .filter((mail) => mail.body.includes(marker) || mail.subject.includes(marker));
    return found.length ? found : null;
  });
}

/** Lets background work settle, then returns what arrived: for asserting that nothing did. */
async function mailsWithLater(to: string, marker: string) {
  await new Promise((resolve) => setTimeout(resolve, 600));
  return (await mailsTo(app.config, to, { wait: false }))
    .map((mail) => decodeMail(mail.raw))
    .filter((mail) => mail.body.includes(marker));
}

const contactForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: uniqueEmail('ada'),
  subject: 'sales',
  message: `We would like a demo for our team. ref ${randomUUID()}`,
  ...overrides,
});

const enterpriseForm = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  workMail: uniqueEmail('grace'),
  country: 'United States',
  companyName: `Compilers ${randomUUID().slice(0, 8)}`,
  companySize: '51-200',
  jobTitle: 'Rear Admiral',
  howCanWeHelp: `Forty seats with single sign-on. ref ${randomUUID()}`,
  ...overrides,
});

describe('POST /api/contact', () => {
  it('stores the message, mails it to SUPPORT_EMAIL and thanks the visitor', async () => {
    const form = contactForm({ email: uniqueEmail('Ada').toUpperCase() });
    const res = await call(app, { method: 'POST', url: '/api/contact', payload: form });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      keyCode: 'CONTACT_RECEIVED',
      message: MESSAGE_TEXTS.en.CONTACT_RECEIVED,
    });

    const email = form.email.toLowerCase();
    const row = await app.prisma.inquiry.findFirstOrThrow({ where: { kind: 'contact', email } });
    expect(row).toMatchObject({ name: 'Ada Lovelace', language: 'en' });
    expect(row.fields).toMatchObject({ subject: 'sales', message: form.message });

    const [mail, ...others] = await mailsWith(support, form.message);
    expect(others).toHaveLength(0);
    expect(mail!.subject).toContain('Contact form');
    expect(mail!.subject).toContain('Sales');
    expect(mail!.subject).toContain('Ada Lovelace');
    expect(mail!.replyTo).toBe(email);
    expect(mail!.body).toContain(email);
    expect(mail!.body).toContain('English (en)');
    expect(mail!.body).toContain(`#${row.id}`);

    const mailed = await eventually(
      async () => (await app.prisma.inquiry.findUniqueOrThrow({ where: { id: row.id } })).mailedAt,
    );
    expect(mailed.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
  });

  it('takes a signed-in visitor too', async () => {
    const { auth } = await createUser(app);
    const form = contactForm();
    const res = await call(app, { method: 'POST', url: '/api/contact', payload: form, headers: auth });
    expect(res.status).toBe(201);
    expect(await mailsWith(support, form.message)).toHaveLength(1);
  });

  it('answers 422 with Laravel-worded field errors and stores nothing', async () => {
    const email = uniqueEmail('broken');
    const res = await call(app, {
      method: 'POST',
      url: '/api/contact',
      payload: { name: '   ', email: 'not-an-address', subject: 'gossip', message: '' },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, keyCode: 'VALIDATION_ERROR' });
    expect(res.body.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email must be a valid email address.'],
      subject: ['The selected subject is invalid.'],
      message: ['The message field is required.'],
    });

    const empty = await call(app, { method: 'POST', url: '/api/contact', payload: { email } });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors as object).sort()).toEqual(['message', 'name', 'subject']);
    expect(await app.prisma.inquiry.count({ where: { email } })).toBe(0);
  });

  it('limits a long message to 5000 characters', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/contact',
      payload: contactForm({ message: 'x'.repeat(5001) }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ message: ['The message may not be greater than 5000 characters.'] });
  });
});

describe('POST /api/enterprise', () => {
  it('stores the sales request with every field and mails it in English, noting the language', async () => {
    const form = enterpriseForm();
    const res = await call(app, {
      method: 'POST',
      url: '/api/enterprise',
      payload: form,
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      keyCode: 'ENTERPRISE_RECEIVED',
      message: MESSAGE_TEXTS.fr.ENTERPRISE_RECEIVED,
    });

    const row = await app.prisma.inquiry.findFirstOrThrow({
      where: { kind: 'enterprise', email: form.workMail },
    });
    expect(row).toMatchObject({ name: 'Grace Hopper', language: 'fr' });
    expect(row.fields).toMatchObject({ companyName: form.companyName, companySize: '51-200' });

    const [mail] = await mailsWith(support, form.howCanWeHelp);
    expect(mail!.subject).toContain('Sales inquiry');
    expect(mail!.subject).toContain(form.companyName);
    expect(mail!.replyTo).toBe(form.workMail);
    for (const value of [
      'Grace',
      'Hopper',
      'United States',
      'Rear Admiral',
      '51-200 employees',
      'Work email',
    ])
      expect(mail!.body).toContain(value);
    expect(mail!.body).toContain('French (fr)');
  });

  it('names each bad field', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/enterprise',
      payload: enterpriseForm({ workMail: 'sales at example', companySize: '10000', jobTitle: undefined }),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      workMail: ['The workMail must be a valid email address.'],
      companySize: ['The selected companySize is invalid.'],
      jobTitle: ['The jobTitle field is required.'],
    });
  });
});

describe('POST /api/newsletter', () => {
  it('subscribes an address once, mails the team once and welcomes the subscriber in their language', async () => {
    const email = uniqueEmail('reader');
    const headers = { 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8' };
    const first = await call(app, { method: 'POST', url: '/api/newsletter', payload: { email }, headers });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      keyCode: 'NEWSLETTER_SUBSCRIBED',
      message: MESSAGE_TEXTS.ar.NEWSLETTER_SUBSCRIBED,
    });

    const welcome = await mailsWith(email, 'dir="rtl"');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]!.subject).toBe(
      renderMail('newsletterWelcome', 'ar', { email, name: null }, '').subject,
    );
    expect(welcome[0]!.body).toContain('lang="ar"');
    const [team] = await mailsWith(support, email);
    expect(team!.subject).toBe(`Newsletter sign-up · ${email}`);
    expect(team!.body).toContain('Arabic (ar)');

    const again = await call(app, {
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: email.toUpperCase() },
      headers,
    });
    const twice = await Promise.all(
      [1, 2].map(() => call(app, { method: 'POST', url: '/api/newsletter', payload: { email } })),
    );
    expect([again, ...twice].map((r) => [r.status, r.body.keyCode])).toEqual(
      Array(3).fill([200, 'NEWSLETTER_SUBSCRIBED']),
    );
    expect(await app.prisma.inquiry.count({ where: { kind: 'newsletter', email } })).toBe(1);
    expect(await mailsWithLater(support, email)).toHaveLength(1);
    expect(await mailsWithLater(email, 'Atelier')).toHaveLength(1);
  });

  it('keeps simultaneous sign-ups of one address to one row', async () => {
    const email = uniqueEmail('rush');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        call(app, { method: 'POST', url: '/api/newsletter', payload: { email } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await app.prisma.inquiry.count({ where: { kind: 'newsletter', email } })).toBe(1);
  });

  it('rejects an invalid address', async () => {
    const res = await call(app, { method: 'POST', url: '/api/newsletter', payload: { email: 'nope' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ['The email must be a valid email address.'] });
  });
});

describe('honeypot', () => {
  const cases = [
    { url: '/api/contact', status: 201, code: 'CONTACT_RECEIVED', form: contactForm, address: 'email' },
    {
      url: '/api/enterprise',
      status: 201,
      code: 'ENTERPRISE_RECEIVED',
      form: enterpriseForm,
      address: 'workMail',
    },
    {
      url: '/api/newsletter',
      status: 200,
      code: 'NEWSLETTER_SUBSCRIBED',
      form: () => ({ email: uniqueEmail('bot') }),
      address: 'email',
    },
  ] as const;

  for (const { url, status, code, form, address } of cases) {
    it(`${url} answers a filled website field like a success and keeps nothing`, async () => {
      const payload = { ...form(), website: 'https://spam.example' } as Record<string, string>;
      const email = payload[address]!;
      const res = await call(app, { method: 'POST', url, payload });
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ success: true, keyCode: code, message: MESSAGE_TEXTS.en[code] });
      expect(await mailsWithLater(support, email)).toHaveLength(0);
      expect(await mailsWithLater(email, 'Atelier')).toHaveLength(0);
      expect(await app.prisma.inquiry.count({ where: { email } })).toBe(0);
    });
  }

  it('takes an empty website field as a person', async () => {
    const form = contactForm({ website: '' });
    expect((await call(app, { method: 'POST', url: '/api/contact', payload: form })).status).toBe(201);
    expect(await mailsWith(support, form.message)).toHaveLength(1);
  });
});

describe('rate limits', () => {
  it('allows 5 contact forms per address in 10 minutes, then 429, without touching the other forms', async () => {
    expect(INQUIRY_RATE_LIMITS.contact).toEqual({ max: 5, timeWindow: 600_000 });
    const remoteAddress = randomIp();
    // Honeypot submissions count like any other and leave nothing behind.
    const send = (url: string, payload: object) =>
      call(app, { method: 'POST', url, payload: { ...payload, website: 'x' }, remoteAddress });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send('/api/contact', contactForm())).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);

    const blocked = await call(app, {
      method: 'POST',
      url: '/api/contact',
      payload: contactForm(),
      remoteAddress,
      headers: { 'accept-language': 'es-MX' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      success: false,
      keyCode: 'TOO_MANY_REQUESTS',
      message: MESSAGE_TEXTS.es.TOO_MANY_REQUESTS,
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    expect((await send('/api/enterprise', enterpriseForm())).status).toBe(201);
    expect(await send('/api/contact', contactForm()).then((r) => r.status)).toBe(429);
    expect((await call(app, { method: 'POST', url: '/api/contact', payload: contactForm() })).status).toBe(
      201,
    );
  });

  it('allows 10 newsletter sign-ups per address in an hour', async () => {
    expect(INQUIRY_RATE_LIMITS.newsletter).toEqual({ max: 10, timeWindow: 3_600_000 });
    const remoteAddress = randomIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      const res = await call(app, {
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: uniqueEmail('many'), website: 'x' },
        remoteAddress,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(200), 429]);
  });
});

describe('answer language', () => {
  const cases: Array<[string, Language]> = [
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['ar-EG', 'ar'],
    ['ru-RU,ru;q=0.9', 'ru'],
    ['en;q=0.5, es;q=0.9', 'es'],
    ['tr;q=0, de, en-GB;q=0.7', 'en'],
    ['de-DE, zh;q=0.8', 'en'],
  ];
  for (const [header, language] of cases) {
    it(`answers "${header}" in ${language}`, async () => {
      const res = await call(app, {
        method: 'POST',
        url: '/api/newsletter',
        payload: { email: uniqueEmail('lang'), website: 'x' },
        headers: { 'accept-language': header },
      });
      expect(res.body.message).toBe(MESSAGE_TEXTS[language].NEWSLETTER_SUBSCRIBED);
    });
  }

  it('words field errors the same in every language and the summary in the asked one', async () => {
    const res = await call(app, {
      method: 'POST',
      url: '/api/contact',
      payload: {},
      headers: { 'accept-language': 'ar' },
    });
    expect(res.body.message).toBe(MESSAGE_TEXTS.ar.VALIDATION_ERROR);
    expect((res.body.errors as Record<string, string[]>).email).toEqual(['The email field is required.']);
  });
});

describe('mail templates', () => {
  const link = 'https://app.test/path?token=abc&email=a%40b.test';

  it('renders every mail in all six languages, Arabic right-to-left', () => {
    for (const kind of MAIL_KINDS) {
      const english = renderMail(kind, 'en', { email: 'a@b.test', name: 'Ada' }, link);
      for (const language of LANGUAGES) {
        const mail = renderMail(kind, language, { email: 'a@b.test', name: 'Ada' }, link);
        const where = `${kind} ${language}`;
        expect(mail.to, where).toBe('a@b.test');
        expect(mail.subject.trim(), where).not.toBe('');
        expect(mail.text, where).toContain(link);
        expect(mail.text, where).toContain('Ada');
        expect(mail.html, where).toContain(`lang="${language}"`);
        expect(mail.html, where).toContain(language === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
        expect(mail.html, where).toContain('token=abc&#38;email=a%40b.test');
        if (language !== 'en') {
          expect(mail.subject, where).not.toBe(english.subject);
          expect(mail.text, where).not.toBe(english.text);
        }
      }
    }
  });

  it('greets without a name when there is none', () => {
    for (const language of LANGUAGES) {
      const mail = renderMail('verifyEmail', language, { email: 'a@b.test', name: null }, link);
      expect(mail.text.split('\n')[0]!.trim(), language).not.toBe('');
      expect(mail.text, language).not.toContain('null');
    }
  });

  const inquiries: InquiryMailInput[] = [
    {
      kind: 'contact',
      id: 7,
      email: 'ada@example.test',
      language: 'tr',
      receivedAt: new Date('2026-11-02T09:30:00Z'),
      fields: {
        name: 'Ada <b>Lovelace</b>',
        email: 'ada@example.test',
        subject: 'feedback',
        message: 'Line one\nLine two & <script>alert(1)</script>',
      },
    },
    {
      kind: 'enterprise',
      id: 8,
      email: 'grace@example.test',
      language: 'ar',
      receivedAt: new Date('2026-11-02T09:30:00Z'),
      fields: {
        firstName: 'Grace',
        lastName: 'Hopper',
        workMail: 'grace@example.test',
        country: 'USA',
        companyName: 'Cobol\nCo',
        companySize: '500+',
        jobTitle: 'Admiral',
        howCanWeHelp: 'Everything',
      },
    },
    {
      kind: 'newsletter',
      id: 9,
      email: 'reader@example.test',
      language: 'fr',
      receivedAt: new Date('2026-11-02T09:30:00Z'),
      fields: { email: 'reader@example.test' },
    },
  ];

  it('brings each form to the team with its fields, escaped, in any of the six languages', () => {
    for (const input of inquiries) {
      for (const language of LANGUAGES) {
        const mail = renderInquiryMail(input, 'team@example.test', language);
        const where = `${input.kind} ${language}`;
        expect(mail.to, where).toBe('team@example.test');
        expect(mail.subject, where).not.toMatch(/[\r\n]/);
        expect(mail.html, where).toContain(language === 'ar' ? 'dir="rtl"' : 'dir="ltr"');
        expect(mail.html, where).not.toContain('<script>');
        expect(mail.text, where).toContain(`#${input.id}`);
        expect(mail.text, where).toContain('2026-11-02 09:30 UTC');
        for (const value of Object.values(input.fields)) {
          // The contact topic is shown translated, not as its id.
          if (value === 'feedback') continue;
          expect(mail.text, where).toContain(value);
        }
        expect(mail.replyTo, where).toBe(input.kind === 'newsletter' ? undefined : input.email);
      }
    }
    const english = renderInquiryMail(inquiries[0]!, 'team@example.test');
    expect(english.subject).toBe('Contact form · Feedback · Ada <b>Lovelace</b>');
    expect(english.text).toContain('Turkish (tr)');
    expect(english.html).toContain('Line two &#38; &#60;script&#62;');
    expect(renderInquiryMail(inquiries[1]!, 'team@example.test').subject).toBe(
      'Sales inquiry · Cobol Co (500+) · Grace Hopper',
    );
  });
});
