/** The mails people receive, in HTML and plain text, in each of the product's six languages. */
import type { Language } from '@atelier/contracts';
import type { MailMessage } from './job.ts';
import { escapeHtml, htmlDocument } from './layout.ts';

interface Template {
  subject: string;
  body: string;
  action: string;
  footer: string;
}

export const MAIL_KINDS = ['verifyEmail', 'resetPassword', 'newsletterWelcome'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

interface LanguageTemplates extends Record<MailKind, Template> {
  greeting: (name: string | null) => string;
}

const TEMPLATES: Record<Language, LanguageTemplates> = {
  en: {
    greeting: (name) => (name ? `Hi ${name},` : 'Hi,'),
    verifyEmail: {
      subject: 'Verify your email address for Atelier',
      body: 'Thanks for signing up to Atelier. Please confirm your email address so you can start building.',
      action: 'Verify email address',
      footer: 'If you did not create an account, you can ignore this email.',
    },
    resetPassword: {
      subject: 'Reset your Atelier password',
      body: 'We received a request to reset the password of your Atelier account. The link is valid for a limited time and can be used once.',
      action: 'Reset password',
      footer:
        'If you did not ask for a new password, you can ignore this email; your password stays the same.',
    },
    newsletterWelcome: {
      subject: 'You are subscribed to news from Atelier',
      body: 'Thanks for subscribing. We will write when there is something worth telling: new features, guides and stories from people building with Atelier.',
      action: 'Open Atelier',
      footer: 'If you did not subscribe, you can ignore this email.',
    },
  },
  tr: {
    greeting: (name) => (name ? `Merhaba ${name},` : 'Merhaba,'),
    verifyEmail: {
      subject: 'Atelier için e-posta adresinizi doğrulayın',
      body: "Atelier'e kaydolduğunuz için teşekkürler. Geliştirmeye başlamak için lütfen e-posta adresinizi doğrulayın.",
      action: 'E-posta adresini doğrula',
      footer: 'Bu hesabı siz oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
    },
    resetPassword: {
      subject: 'Atelier şifrenizi sıfırlayın',
      body: 'Atelier hesabınızın şifresini sıfırlama isteği aldık. Bağlantı sınırlı bir süre geçerlidir ve bir kez kullanılabilir.',
      action: 'Şifreyi sıfırla',
      footer: 'Yeni bir şifre istemediyseniz bu e-postayı yok sayabilirsiniz; şifreniz değişmez.',
    },
    newsletterWelcome: {
      subject: 'Atelier bültenine abone oldunuz',
      body: 'Abone olduğunuz için teşekkürler. Anlatmaya değer bir şey olduğunda yazacağız: yeni özellikler, rehberler ve Atelier ile geliştirenlerin hikâyeleri.',
      action: "Atelier'i aç",
      footer: 'Abone olmadıysanız bu e-postayı yok sayabilirsiniz.',
    },
  },
  fr: {
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    verifyEmail: {
      subject: 'Vérifiez votre adresse e-mail pour Atelier',
      body: 'Merci de vous être inscrit sur Atelier. Confirmez votre adresse e-mail pour commencer à créer.',
      action: "Vérifier l'adresse e-mail",
      footer: "Si vous n'avez pas créé de compte, vous pouvez ignorer cet e-mail.",
    },
    resetPassword: {
      subject: 'Réinitialisez votre mot de passe Atelier',
      body: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Atelier. Le lien est valable pendant une durée limitée et ne peut servir qu’une fois.',
      action: 'Réinitialiser le mot de passe',
      footer:
        "Si vous n'avez pas demandé de nouveau mot de passe, ignorez cet e-mail : votre mot de passe reste inchangé.",
    },
    newsletterWelcome: {
      subject: "Vous êtes inscrit aux actualités d'Atelier",
      body: 'Merci pour votre inscription. Nous vous écrirons quand nous aurons quelque chose à raconter : nouvelles fonctionnalités, guides et histoires de personnes qui créent avec Atelier.',
      action: 'Ouvrir Atelier',
      footer: 'Si vous ne vous êtes pas inscrit, vous pouvez ignorer cet e-mail.',
    },
  },
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    verifyEmail: {
      subject: 'Verifica tu correo electrónico para Atelier',
      body: 'Gracias por registrarte en Atelier. Confirma tu dirección de correo electrónico para empezar a crear.',
      action: 'Verificar correo electrónico',
      footer: 'Si no has creado ninguna cuenta, puedes ignorar este correo.',
    },
    resetPassword: {
      subject: 'Restablece tu contraseña de Atelier',
      body: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de Atelier. El enlace es válido durante un tiempo limitado y solo se puede usar una vez.',
      action: 'Restablecer contraseña',
      footer: 'Si no has pedido una contraseña nueva, puedes ignorar este correo; tu contraseña no cambiará.',
    },
    newsletterWelcome: {
      subject: 'Te has suscrito a las novedades de Atelier',
      body: 'Gracias por suscribirte. Te escribiremos cuando haya algo que merezca la pena contar: nuevas funciones, guías e historias de quienes crean con Atelier.',
      action: 'Abrir Atelier',
      footer: 'Si no te has suscrito, puedes ignorar este correo.',
    },
  },
  ru: {
    greeting: (name) => (name ? `Здравствуйте, ${name}!` : 'Здравствуйте!'),
    verifyEmail: {
      subject: 'Подтвердите адрес электронной почты для Atelier',
      body: 'Спасибо за регистрацию в Atelier. Подтвердите адрес электронной почты, чтобы начать работу.',
      action: 'Подтвердить адрес',
      footer: 'Если вы не создавали аккаунт, просто проигнорируйте это письмо.',
    },
    resetPassword: {
      subject: 'Сброс пароля Atelier',
      body: 'Мы получили запрос на сброс пароля вашего аккаунта Atelier. Ссылка действует ограниченное время и только один раз.',
      action: 'Сбросить пароль',
      footer: 'Если вы не запрашивали новый пароль, проигнорируйте это письмо: ваш пароль останется прежним.',
    },
    newsletterWelcome: {
      subject: 'Вы подписались на новости Atelier',
      body: 'Спасибо за подписку. Мы будем писать, когда появится что рассказать: новые возможности, руководства и истории людей, которые создают приложения в Atelier.',
      action: 'Открыть Atelier',
      footer: 'Если вы не подписывались, просто проигнорируйте это письмо.',
    },
  },
  ar: {
    greeting: (name) => (name ? `مرحبًا ${name}،` : 'مرحبًا،'),
    verifyEmail: {
      subject: 'أكِّد بريدك الإلكتروني في Atelier',
      body: 'شكرًا لتسجيلك في Atelier. يُرجى تأكيد بريدك الإلكتروني لتبدأ البناء.',
      action: 'تأكيد البريد الإلكتروني',
      footer: 'إذا لم تُنشئ حسابًا، يمكنك تجاهل هذه الرسالة.',
    },
    resetPassword: {
      subject: 'إعادة تعيين كلمة مرور Atelier',
      body: 'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في Atelier. الرابط صالح لمدة محدودة ويمكن استخدامه مرة واحدة فقط.',
      action: 'إعادة تعيين كلمة المرور',
      footer: 'إذا لم تطلب كلمة مرور جديدة، يمكنك تجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.',
    },
    newsletterWelcome: {
      subject: 'تم اشتراكك في أخبار Atelier',
      body: 'شكرًا لاشتراكك. سنراسلك حين يكون لدينا ما يستحق المشاركة: ميزات جديدة وأدلة وقصص من أشخاص يبنون تطبيقاتهم باستخدام Atelier.',
      action: 'افتح Atelier',
      footer: 'إذا لم تشترك، يمكنك تجاهل هذه الرسالة.',
    },
  },
};

export function renderMail(
  kind: MailKind,
  language: Language,
  to: { email: string; name: string | null },
  link: string,
): MailMessage {
  // A language value that slipped past the types still gets a mail, in English.
  const texts = TEMPLATES[language] ?? TEMPLATES.en;
  const lang = TEMPLATES[language] ? language : 'en';
  const t = texts[kind];
  const greeting = texts.greeting(to.name);
  const text = `${greeting}\n\n${t.body}\n\n${t.action}: ${link}\n\n${t.footer}\n\nAtelier`;
  const html = htmlDocument(
    lang,
    `<tr><td style="font-size:15px;line-height:1.6">${escapeHtml(greeting)}<br><br>${escapeHtml(t.body)}</td></tr>
<tr><td style="padding:28px 0"><a href="${escapeHtml(link)}" style="background:#6366f1;color:#fff;text-decoration:none;padding:12px 22px;border-radius:10px;font-weight:600;display:inline-block">${escapeHtml(t.action)}</a></td></tr>
<tr><td style="font-size:12px;line-height:1.6;color:#9a9aab">${escapeHtml(t.footer)}<br><br><a href="${escapeHtml(link)}" dir="ltr" style="color:#9a9aab;word-break:break-all">${escapeHtml(link)}</a></td></tr>`,
  );
  return { to: to.email, subject: t.subject, text, html };
}
