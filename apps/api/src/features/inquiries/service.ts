/**
 * Stores what visitors send (contact, sales, newsletter) and mails it to the team. The mail goes
 * through the mail queue; `mailedAt` records that the queue accepted it, so a row left without it
 * is one whose mail never left (Redis was down) and can be found and sent again.
 */
import type { FastifyInstance } from 'fastify';
import type { Language } from '@atelier/contracts';
import type { Inquiry } from '@atelier/db';
import { renderInquiryMail, renderMail, type InquiryForm as Form } from '@atelier/mail';
import { normalizeEmail } from '../accounts/tokens.ts';

/** The address to answer and the person's name, as the Inquiry row keeps them. */
function sender(form: Form): { email: string; name: string | null } {
  switch (form.kind) {
    case 'contact':
      return { email: form.fields.email, name: form.fields.name };
    case 'enterprise':
      return {
        email: form.fields.workMail,
        name: `${form.fields.firstName} ${form.fields.lastName}`,
      };
    case 'newsletter':
      return { email: form.fields.email, name: null };
  }
}

async function mailTeam(app: FastifyInstance, inquiry: Inquiry, form: Form, language: Language) {
  const input = { ...form, id: inquiry.id, email: inquiry.email, language, receivedAt: inquiry.createdAt };
  try {
    await app.mailer.send(renderInquiryMail(input, app.config.SUPPORT_EMAIL));
    await app.prisma.inquiry.update({ where: { id: inquiry.id }, data: { mailedAt: new Date() } });
  } catch (error) {
    // The visitor's message is stored either way; a queue outage must not turn it into an error.
    app.log.error({ err: error, inquiryId: inquiry.id }, 'inquiry mail could not be queued');
  }
}

/** Stores a contact or sales form and mails it to the team. */
export async function receiveInquiry(
  app: FastifyInstance,
  form: Extract<Form, { kind: 'contact' | 'enterprise' }>,
  language: Language,
): Promise<void> {
  const { email, name } = sender(form);
  const inquiry = await app.prisma.inquiry.create({
    data: { kind: form.kind, email: normalizeEmail(email), name, fields: form.fields, language },
  });
  await mailTeam(app, inquiry, form, language);
}

/**
 * Subscribes an address once: a second sign-up changes nothing and mails nobody. The schema has no
 * unique key on (kind, email), so a transaction-scoped advisory lock per address keeps two
 * simultaneous sign-ups from both inserting.
 */
export async function subscribe(
  app: FastifyInstance,
  form: Extract<Form, { kind: 'newsletter' }>,
  language: Language,
): Promise<void> {
  const email = normalizeEmail(form.fields.email);
  const created = await app.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`inquiry:newsletter:${email}`}))`;
    const existing = await tx.inquiry.findFirst({
      where: { kind: 'newsletter', email },
      select: { id: true },
    });
    if (existing) return null;
    return tx.inquiry.create({
      data: { kind: 'newsletter', email, name: null, fields: { email }, language },
    });
  });
  if (!created) return;
  await mailTeam(app, created, { kind: 'newsletter', fields: { email } }, language);
  try {
    await app.mailer.send(
      renderMail('newsletterWelcome', language, { email, name: null }, app.config.APP_URL),
    );
  } catch (error) {
    app.log.error({ err: error, inquiryId: created.id }, 'newsletter welcome mail could not be queued');
  }
}
