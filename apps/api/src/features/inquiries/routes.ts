/**
 * The forms visitors send the team: POST /api/contact, /api/enterprise and /api/newsletter. No sign-in
 * is needed. A filled honeypot (`website`) gets the same answer as a real submission and is dropped.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContactRequest, EnterpriseRequest, InquiryResponse, NewsletterRequest } from '@atelier/contracts';
import { receiveInquiry, subscribe } from './service.ts';

/** Per address: enough for a person who retries, too few to be worth a spammer's while. */
export const INQUIRY_RATE_LIMITS = {
  contact: { max: 5, timeWindow: 10 * 60_000 },
  enterprise: { max: 5, timeWindow: 10 * 60_000 },
  newsletter: { max: 10, timeWindow: 60 * 60_000 },
} as const;

const rateLimit = (name: keyof typeof INQUIRY_RATE_LIMITS) => ({
  ...INQUIRY_RATE_LIMITS[name],
  keyGenerator: (request: { ip: string }) => `inquiry-${name}:${request.ip}`,
});

/** People never see the field; anything in it was put there by a bot. */
const isBot = (body: { website?: string | undefined }) => Boolean(body.website?.trim());

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['inquiries'],
        security: [],
        body: ContactRequest,
        response: { 201: InquiryResponse },
      },
      config: { rateLimit: rateLimit('contact') },
    },
    async (request, reply) => {
      const { website, ...fields } = request.body;
      if (isBot({ website })) request.log.info('contact form dropped by the honeypot');
      else await receiveInquiry(app, { kind: 'contact', fields }, request.lang);
      return reply.status(201).send(app.envelope(request, 'CONTACT_RECEIVED'));
    },
  );

  app.post(
    '/enterprise',
    {
      schema: {
        tags: ['inquiries'],
        security: [],
        body: EnterpriseRequest,
        response: { 201: InquiryResponse },
      },
      config: { rateLimit: rateLimit('enterprise') },
    },
    async (request, reply) => {
      const { website, ...fields } = request.body;
      if (isBot({ website })) request.log.info('enterprise form dropped by the honeypot');
      else await receiveInquiry(app, { kind: 'enterprise', fields }, request.lang);
      return reply.status(201).send(app.envelope(request, 'ENTERPRISE_RECEIVED'));
    },
  );

  // 200 whether the address is new or already subscribed, so the answer never tells which.
  app.post(
    '/newsletter',
    {
      schema: {
        tags: ['inquiries'],
        security: [],
        body: NewsletterRequest,
        response: { 200: InquiryResponse },
      },
      config: { rateLimit: rateLimit('newsletter') },
    },
    async (request) => {
      const { website, ...fields } = request.body;
      if (isBot({ website })) request.log.info('newsletter sign-up dropped by the honeypot');
      else await subscribe(app, { kind: 'newsletter', fields }, request.lang);
      return app.envelope(request, 'NEWSLETTER_SUBSCRIBED');
    },
  );
};

export default routes;
