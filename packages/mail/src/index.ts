export { createMailer, type Mailer, type MailLog, type MailSettings } from './mailer.ts';
export { MAIL_KINDS, renderMail, type MailKind } from './templates.ts';
export { renderInquiryMail, type InquiryForm, type InquiryMailInput } from './inquiry-mail.ts';
export { direction } from './layout.ts';
export {
  MAIL_JOB_NAME,
  MailJob,
  MailMessage,
  createMailQueue,
  mailProcessor,
  type MailQueue,
} from './job.ts';
