/** The product's mails, in HTML and plain text, per language (English fallback). */
import type { Language } from '@atelier/contracts';
import type { MailMessage } from './job.ts';

interface Template {
  subject: string;
  greeting: (name: string | null) => string;
  body: string;
  action: string;
  footer: string;
}

type Kind = 'verifyEmail' | 'resetPassword';

const TEMPLATES: Partial<Record<Language, Record<Kind, Template>>> & { en: Record<Kind, Template> } = {
  en: {
    verifyEmail: {
      subject: 'Verify your email address for Atelier',
      greeting: (name) => (name ? `Hi ${name},` : 'Hi,'),
      body: 'Thanks for signing up to Atelier. Please confirm your email address so you can start building.',
      action: 'Verify email address',
      footer: 'If you did not create an account, you can ignore this email.',
    },
    resetPassword: {
      subject: 'Reset your Atelier password',
      greeting: (name) => (name ? `Hi ${name},` : 'Hi,'),
      body: 'We received a request to reset the password of your Atelier account. The link is valid for a limited time and can be used once.',
      action: 'Reset password',
      footer:
        'If you did not ask for a new password, you can ignore this email; your password stays the same.',
    },
  },
  tr: {
    verifyEmail: {
      subject: 'Atelier için e-posta adresinizi doğrulayın',
      greeting: (name) => (name ? `Merhaba ${name},` : 'Merhaba,'),
      body: "Atelier'e kaydolduğunuz için teşekkürler. Geliştirmeye başlamak için lütfen e-posta adresinizi doğrulayın.",
      action: 'E-posta adresini doğrula',
      footer: 'Bu hesabı siz oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
    },
    resetPassword: {
      subject: 'Atelier şifrenizi sıfırlayın',
      greeting: (name) => (name ? `Merhaba ${name},` : 'Merhaba,'),
      body: 'Atelier hesabınızın şifresini sıfırlama isteği aldık. Bağlantı sınırlı bir süre geçerlidir ve bir kez kullanılabilir.',
      action: 'Şifreyi sıfırla',
      footer: 'Yeni bir şifre istemediyseniz bu e-postayı yok sayabilirsiniz; şifreniz değişmez.',
    },
  },
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function renderMail(
  kind: Kind,
  language: Language,
  to: { email: string; name: string | null },
  link: string,
): MailMessage {
  const t = (TEMPLATES[language] ?? TEMPLATES.en)[kind];
  const greeting = t.greeting(to.name);
  const text = `${greeting}\n\n${t.body}\n\n${t.action}: ${link}\n\n${t.footer}\n\nAtelier`;
  const html = `<!doctype html>
<html lang="${language}"><body style="margin:0;background:#0b0b10;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:40px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#15151d;border-radius:16px;padding:32px;color:#e7e7ee">
<tr><td style="font-size:20px;font-weight:700;padding-bottom:24px">Atelier</td></tr>
<tr><td style="font-size:15px;line-height:1.6">${escapeHtml(greeting)}<br><br>${escapeHtml(t.body)}</td></tr>
<tr><td style="padding:28px 0"><a href="${escapeHtml(link)}" style="background:#6366f1;color:#fff;text-decoration:none;padding:12px 22px;border-radius:10px;font-weight:600;display:inline-block">${escapeHtml(t.action)}</a></td></tr>
<tr><td style="font-size:12px;line-height:1.6;color:#9a9aab">${escapeHtml(t.footer)}<br><br><a href="${escapeHtml(link)}" style="color:#9a9aab;word-break:break-all">${escapeHtml(link)}</a></td></tr>
</table></td></tr></table></body></html>`;
  return { to: to.email, subject: t.subject, text, html };
}
