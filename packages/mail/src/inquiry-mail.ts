/**
 * The mail that brings a visitor's form to the team (SUPPORT_EMAIL): who sent it, which form, every
 * field, and the visitor's language so the answer can be written in it. Replying answers the visitor.
 */
import type {
  CompanySize,
  ContactRequest,
  ContactSubject,
  EnterpriseRequest,
  Language,
  NewsletterRequest,
} from '@atelier/contracts';
import type { MailMessage } from './job.ts';
import { escapeHtml, htmlDocument, oneLine } from './layout.ts';

type Without<T> = Omit<T, 'website'>;
type ContactFields = Without<ContactRequest>;
type EnterpriseFields = Without<EnterpriseRequest>;

/** Which form, and its fields as the visitor sent them (without the honeypot). */
export type InquiryForm =
  | { kind: 'contact'; fields: ContactFields }
  | { kind: 'enterprise'; fields: EnterpriseFields }
  | { kind: 'newsletter'; fields: Without<NewsletterRequest> };

export type InquiryMailInput = InquiryForm & {
  id: number;
  /** The address to answer. */
  email: string;
  /** The language the visitor used the product in. */
  language: Language;
  receivedAt: Date;
};

type FieldKey = keyof ContactFields | keyof EnterpriseFields;

interface InquiryTexts {
  subject: {
    contact: (topic: string, name: string) => string;
    enterprise: (company: string, size: string, name: string) => string;
    newsletter: (email: string) => string;
  };
  intro: Record<InquiryMailInput['kind'], string>;
  reply: (email: string) => string;
  labels: Record<FieldKey | 'language' | 'received' | 'reference', string>;
  topics: Record<ContactSubject, string>;
  employees: (size: CompanySize) => string;
}

const TEXTS: Record<Language, InquiryTexts> = {
  en: {
    subject: {
      contact: (topic, name) => `Contact form · ${topic} · ${name}`,
      enterprise: (company, size, name) => `Sales inquiry · ${company} (${size}) · ${name}`,
      newsletter: (email) => `Newsletter sign-up · ${email}`,
    },
    intro: {
      contact: 'A visitor sent the contact form.',
      enterprise: 'A company asked the sales team to get in touch.',
      newsletter: 'A new address subscribed to the newsletter.',
    },
    reply: (email) => `Reply to this email to answer ${email} directly.`,
    labels: {
      name: 'Name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
      firstName: 'First name',
      lastName: 'Last name',
      workMail: 'Work email',
      country: 'Country',
      companyName: 'Company',
      companySize: 'Company size',
      jobTitle: 'Job title',
      howCanWeHelp: 'How can we help',
      language: 'Language',
      received: 'Received',
      reference: 'Reference',
    },
    topics: {
      general: 'General',
      support: 'Support',
      sales: 'Sales',
      feedback: 'Feedback',
      partnership: 'Partnership',
      other: 'Other',
    },
    employees: (size) => `${size} employees`,
  },
  tr: {
    subject: {
      contact: (topic, name) => `İletişim formu · ${topic} · ${name}`,
      enterprise: (company, size, name) => `Satış talebi · ${company} (${size}) · ${name}`,
      newsletter: (email) => `Bülten aboneliği · ${email}`,
    },
    intro: {
      contact: 'Bir ziyaretçi iletişim formunu gönderdi.',
      enterprise: 'Bir şirket satış ekibinin kendisiyle iletişime geçmesini istedi.',
      newsletter: 'Bültene yeni bir adres abone oldu.',
    },
    reply: (email) => `${email} adresine doğrudan yanıt vermek için bu e-postayı yanıtlayın.`,
    labels: {
      name: 'Ad',
      email: 'E-posta',
      subject: 'Konu',
      message: 'Mesaj',
      firstName: 'Ad',
      lastName: 'Soyad',
      workMail: 'İş e-postası',
      country: 'Ülke',
      companyName: 'Şirket',
      companySize: 'Şirket büyüklüğü',
      jobTitle: 'Unvan',
      howCanWeHelp: 'Nasıl yardımcı olabiliriz',
      language: 'Dil',
      received: 'Alınma zamanı',
      reference: 'Referans',
    },
    topics: {
      general: 'Genel',
      support: 'Destek',
      sales: 'Satış',
      feedback: 'Geri bildirim',
      partnership: 'İş birliği',
      other: 'Diğer',
    },
    employees: (size) => `${size} çalışan`,
  },
  fr: {
    subject: {
      contact: (topic, name) => `Formulaire de contact · ${topic} · ${name}`,
      enterprise: (company, size, name) => `Demande commerciale · ${company} (${size}) · ${name}`,
      newsletter: (email) => `Inscription à la newsletter · ${email}`,
    },
    intro: {
      contact: 'Un visiteur a envoyé le formulaire de contact.',
      enterprise: "Une entreprise demande à être contactée par l'équipe commerciale.",
      newsletter: "Une nouvelle adresse s'est inscrite à la newsletter.",
    },
    reply: (email) => `Répondez à cet e-mail pour écrire directement à ${email}.`,
    labels: {
      name: 'Nom',
      email: 'E-mail',
      subject: 'Sujet',
      message: 'Message',
      firstName: 'Prénom',
      lastName: 'Nom',
      workMail: 'E-mail professionnel',
      country: 'Pays',
      companyName: 'Entreprise',
      companySize: "Taille de l'entreprise",
      jobTitle: 'Poste',
      howCanWeHelp: 'Comment pouvons-nous aider',
      language: 'Langue',
      received: 'Reçu le',
      reference: 'Référence',
    },
    topics: {
      general: 'Général',
      support: 'Assistance',
      sales: 'Ventes',
      feedback: 'Avis',
      partnership: 'Partenariat',
      other: 'Autre',
    },
    employees: (size) => `${size} salariés`,
  },
  es: {
    subject: {
      contact: (topic, name) => `Formulario de contacto · ${topic} · ${name}`,
      enterprise: (company, size, name) => `Consulta comercial · ${company} (${size}) · ${name}`,
      newsletter: (email) => `Suscripción al boletín · ${email}`,
    },
    intro: {
      contact: 'Un visitante ha enviado el formulario de contacto.',
      enterprise: 'Una empresa ha pedido que el equipo de ventas se ponga en contacto.',
      newsletter: 'Una nueva dirección se ha suscrito al boletín.',
    },
    reply: (email) => `Responde a este correo para contestar directamente a ${email}.`,
    labels: {
      name: 'Nombre',
      email: 'Correo electrónico',
      subject: 'Asunto',
      message: 'Mensaje',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      workMail: 'Correo de trabajo',
      country: 'País',
      companyName: 'Empresa',
      companySize: 'Tamaño de la empresa',
      jobTitle: 'Cargo',
      howCanWeHelp: 'Cómo podemos ayudar',
      language: 'Idioma',
      received: 'Recibido',
      reference: 'Referencia',
    },
    topics: {
      general: 'General',
      support: 'Soporte',
      sales: 'Ventas',
      feedback: 'Comentarios',
      partnership: 'Colaboración',
      other: 'Otro',
    },
    employees: (size) => `${size} empleados`,
  },
  ru: {
    subject: {
      contact: (topic, name) => `Форма обратной связи · ${topic} · ${name}`,
      enterprise: (company, size, name) => `Запрос в отдел продаж · ${company} (${size}) · ${name}`,
      newsletter: (email) => `Подписка на рассылку · ${email}`,
    },
    intro: {
      contact: 'Посетитель отправил форму обратной связи.',
      enterprise: 'Компания просит отдел продаж связаться с ней.',
      newsletter: 'Новый адрес подписался на рассылку.',
    },
    reply: (email) => `Ответьте на это письмо, чтобы написать напрямую на ${email}.`,
    labels: {
      name: 'Имя',
      email: 'Эл. почта',
      subject: 'Тема',
      message: 'Сообщение',
      firstName: 'Имя',
      lastName: 'Фамилия',
      workMail: 'Рабочая почта',
      country: 'Страна',
      companyName: 'Компания',
      companySize: 'Размер компании',
      jobTitle: 'Должность',
      howCanWeHelp: 'Чем мы можем помочь',
      language: 'Язык',
      received: 'Получено',
      reference: 'Номер',
    },
    topics: {
      general: 'Общий вопрос',
      support: 'Поддержка',
      sales: 'Продажи',
      feedback: 'Отзыв',
      partnership: 'Партнёрство',
      other: 'Другое',
    },
    employees: (size) => `сотрудников: ${size}`,
  },
  ar: {
    subject: {
      contact: (topic, name) => `نموذج التواصل · ${topic} · ${name}`,
      enterprise: (company, size, name) => `طلب مبيعات · ${company} (${size}) · ${name}`,
      newsletter: (email) => `اشتراك في النشرة الإخبارية · ${email}`,
    },
    intro: {
      contact: 'أرسل أحد الزوار نموذج التواصل.',
      enterprise: 'طلبت إحدى الشركات أن يتواصل معها فريق المبيعات.',
      newsletter: 'اشترك عنوان جديد في النشرة الإخبارية.',
    },
    reply: (email) => `ردّ على هذه الرسالة للتواصل مباشرة مع ${email}.`,
    labels: {
      name: 'الاسم',
      email: 'البريد الإلكتروني',
      subject: 'الموضوع',
      message: 'الرسالة',
      firstName: 'الاسم الأول',
      lastName: 'اسم العائلة',
      workMail: 'بريد العمل',
      country: 'الدولة',
      companyName: 'الشركة',
      companySize: 'حجم الشركة',
      jobTitle: 'المسمى الوظيفي',
      howCanWeHelp: 'كيف يمكننا المساعدة',
      language: 'اللغة',
      received: 'تاريخ الاستلام',
      reference: 'المرجع',
    },
    topics: {
      general: 'عام',
      support: 'الدعم',
      sales: 'المبيعات',
      feedback: 'ملاحظات',
      partnership: 'شراكة',
      other: 'أخرى',
    },
    employees: (size) => `${size} موظف`,
  },
};

/** The form's fields in the order the visitor filled them in, each already worded for the team. */
function fieldRows(input: InquiryMailInput, t: InquiryTexts): Array<[FieldKey, string]> {
  switch (input.kind) {
    case 'contact': {
      const f = input.fields;
      return [
        ['name', f.name],
        ['email', f.email],
        ['subject', t.topics[f.subject]],
        ['message', f.message],
      ];
    }
    case 'enterprise': {
      const f = input.fields;
      return [
        ['firstName', f.firstName],
        ['lastName', f.lastName],
        ['workMail', f.workMail],
        ['jobTitle', f.jobTitle],
        ['companyName', f.companyName],
        ['companySize', t.employees(f.companySize)],
        ['country', f.country],
        ['howCanWeHelp', f.howCanWeHelp],
      ];
    }
    case 'newsletter':
      return [['email', input.fields.email]];
  }
}

function subjectLine(input: InquiryMailInput, t: InquiryTexts): string {
  switch (input.kind) {
    case 'contact':
      return t.subject.contact(t.topics[input.fields.subject], oneLine(input.fields.name, 80));
    case 'enterprise': {
      const f = input.fields;
      return t.subject.enterprise(
        oneLine(f.companyName, 80),
        f.companySize,
        oneLine(`${f.firstName} ${f.lastName}`, 80),
      );
    }
    case 'newsletter':
      return t.subject.newsletter(input.email);
  }
}

function languageName(code: Language, inLanguage: Language): string {
  try {
    const name = new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

/** The team's copy of a form, in `teamLanguage` (English unless the team reads another). */
export function renderInquiryMail(
  input: InquiryMailInput,
  to: string,
  teamLanguage: Language = 'en',
): MailMessage {
  const t = TEXTS[teamLanguage];
  const rows = fieldRows(input, t);
  const meta: Array<[string, string]> = [
    [t.labels.language, languageName(input.language, teamLanguage)],
    [t.labels.received, `${input.receivedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`],
    [t.labels.reference, `#${input.id}`],
  ];
  const answerable = input.kind !== 'newsletter';
  const intro = answerable ? `${t.intro[input.kind]} ${t.reply(input.email)}` : t.intro[input.kind];

  const text = [
    intro,
    '',
    ...rows.map(([key, value]) => `${t.labels[key]}:\n${value}\n`),
    ...meta.map(([label, value]) => `${label}: ${value}`),
    '',
    'Atelier',
  ].join('\n');

  const cell = 'padding:10px 0;border-top:1px solid #26263a;vertical-align:top';
  const html = htmlDocument(
    teamLanguage,
    `<tr><td style="font-size:15px;line-height:1.6;padding-bottom:16px">${escapeHtml(intro)}</td></tr>
${rows
  .map(
    ([key, value]) =>
      `<tr><td style="${cell}"><div style="font-size:12px;color:#9a9aab;padding-bottom:4px">${escapeHtml(t.labels[key])}</div><div dir="auto" style="font-size:15px;line-height:1.6;white-space:pre-wrap;word-break:break-word">${escapeHtml(value)}</div></td></tr>`,
  )
  .join('\n')}
<tr><td style="${cell};font-size:12px;line-height:1.8;color:#9a9aab">${meta
      .map(([label, value]) => `${escapeHtml(label)}: <span dir="auto">${escapeHtml(value)}</span>`)
      .join('<br>')}</td></tr>`,
  );

  return {
    to,
    subject: oneLine(subjectLine(input, t), 300),
    text,
    html,
    ...(answerable ? { replyTo: input.email } : {}),
  };
}
