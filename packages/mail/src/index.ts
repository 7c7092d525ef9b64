export { createMailer, type Mailer, type MailLog, type MailSettings } from './mailer.ts';
export { renderMail } from './templates.ts';
export {
  MAIL_JOB_NAME,
  MailJob,
  MailMessage,
  createMailQueue,
  mailProcessor,
  type MailQueue,
} from './job.ts';
