/**
 * What visitors send the team (content §2, §3, §5): the contact form, the enterprise sales form and the
 * newsletter sign-up. The api stores each one and mails it to SUPPORT_EMAIL. Every form carries a
 * honeypot field, `website`, that people never see: a filled one is accepted and silently dropped.
 */
import { z } from 'zod';
import { STRING_MAX } from './constants.ts';
import { Envelope } from './common.ts';
import { singleLineRule, text } from './text.ts';

export const CONTACT_SUBJECTS = ['general', 'support', 'sales', 'feedback', 'partnership', 'other'] as const;
export const ContactSubject = z.enum(CONTACT_SUBJECTS);
export type ContactSubject = z.infer<typeof ContactSubject>;

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export const CompanySize = z.enum(COMPANY_SIZES);
export type CompanySize = z.infer<typeof CompanySize>;

export const INQUIRY_MESSAGE_MAX = 5000;

const requiredText = (max = STRING_MAX) => text().trim().min(1).max(max);
/** The forms' long answers, which may span lines. */
const requiredMultiLine = (max: number) => text({ multiline: true }).trim().min(1).max(max);
const email = z.email().max(STRING_MAX).check(singleLineRule);
/** Left empty by people; bots fill every field they find. */
const honeypot = { website: text().max(STRING_MAX).optional() };

export const ContactRequest = z.object({
  name: requiredText(),
  email,
  subject: ContactSubject,
  message: requiredMultiLine(INQUIRY_MESSAGE_MAX),
  ...honeypot,
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const EnterpriseRequest = z.object({
  firstName: requiredText(),
  lastName: requiredText(),
  workMail: email,
  country: requiredText(),
  companyName: requiredText(),
  companySize: CompanySize,
  jobTitle: requiredText(),
  howCanWeHelp: requiredMultiLine(INQUIRY_MESSAGE_MAX),
  ...honeypot,
});
export type EnterpriseRequest = z.infer<typeof EnterpriseRequest>;

export const NewsletterRequest = z.object({ email, ...honeypot });
export type NewsletterRequest = z.infer<typeof NewsletterRequest>;

/** Every form answers with the envelope alone: CONTACT_RECEIVED, ENTERPRISE_RECEIVED or NEWSLETTER_SUBSCRIBED. */
export const InquiryResponse = Envelope;
export type InquiryResponse = z.infer<typeof InquiryResponse>;
