import type { ContentBlock } from '../types';

/**
 * English static pages (the `legal` section): about, terms, privacy and cookies, each a title and its blocks.
 * The figures are the product's policy constants (content §9); every language states the same ones.
 */
const legal = {
  about: {
    title: 'About Atelier',
    description: 'The self-hostable AI app builder: describe a product in a chat, watch it run beside you.',
    sections: [
      {
        type: 'paragraph',
        content:
          'Atelier is an AI app builder you can host yourself. You describe a web or mobile product in plain language, an AI agent turns it into a real project with source files and a build, and a live preview of the running app appears beside the chat.',
      },
      { type: 'heading', level: 2, content: 'Who it is for' },
      {
        type: 'paragraph',
        content:
          'Founders testing an idea, creators and students learning by building, developers who want a fast first version, business owners who need an internal tool, and teams who want all of that on their own infrastructure.',
      },
      { type: 'heading', level: 2, content: 'How it works' },
      {
        type: 'list',
        content: [
          'Chat on the left: describe what you want, attach sketches or documents, refine in follow-up messages.',
          'Live preview on the right: the app itself, at desktop, tablet or phone width.',
          'Your projects: every conversation keeps its project, files and history, ready to continue.',
        ],
      },
      { type: 'heading', level: 2, content: 'Agents' },
      {
        type: 'paragraph',
        content:
          'Atelier comes with a built-in agent that works completely offline: no API key, no network access, so a fresh installation builds apps from the first minute. You can point it at any OpenAI-compatible model, or bring your own agent: every message is a job on a queue, and any process that listens on that queue can answer it.',
      },
      { type: 'heading', level: 3, content: 'Self-hosted by design' },
      {
        type: 'paragraph',
        content:
          'Your prompts, files and projects stay on the servers you choose. The same product runs on a laptop for one person or on a cluster for a whole company.',
      },
      { type: 'heading', level: 2, content: 'Plans' },
      {
        type: 'paragraph',
        content:
          'Atelier offers four plans: Free, Pro, Teams and Enterprise. The Free plan includes up to 5 messages per day; Pro starts at 29 USD per month, and a yearly subscription saves 10%.',
      },
      { type: 'link', content: 'Read the Terms of Service', href: '/terms' },
      { type: 'link', content: 'Read the Privacy Policy', href: '/page/privacy' },
    ] satisfies ContentBlock[],
  },
  terms: {
    title: 'Terms of Service',
    description: 'The agreement between you and Atelier when you use the hosted service.',
    sections: [
      { type: 'date', content: '2026-11-01' },
      {
        type: 'paragraph',
        content:
          'These terms govern your use of Atelier, the AI app builder, including its website, applications and agents. By creating an account or using the service you accept them.',
      },
      { type: 'heading', level: 2, content: '1. Eligibility and accounts' },
      {
        type: 'paragraph',
        content:
          'You must be at least 18 years old to use Atelier. You are responsible for your account and for keeping your password safe. New accounts may need to be approved by our team before they can create conversations.',
      },
      { type: 'heading', level: 2, content: '2. Plans and pricing' },
      {
        type: 'list',
        content: [
          'Free: up to 5 messages per day.',
          'Pro: from 29 USD per month, for individuals who build every day.',
          'Teams: shared work for groups, billed per member.',
          'Enterprise: custom terms, limits and support, arranged with our sales team.',
        ],
      },
      {
        type: 'paragraph',
        content:
          'Plans are billed monthly. A yearly subscription is available with a 10% discount on the monthly price.',
      },
      { type: 'heading', level: 2, content: '3. Payments, cancellation and refunds' },
      {
        type: 'list',
        content: [
          'All prices and payments are in US dollars (USD).',
          'Purchases are non-refundable, including unused time on a plan.',
          'You can cancel at any time; the cancellation takes effect at the end of the current paid term, and you keep access until then.',
        ],
      },
      { type: 'heading', level: 3, content: 'Credits' },
      {
        type: 'list',
        content: [
          'Unused credits roll over to the next billing period.',
          'Credits expire 12 months after they were issued.',
          'Credits are non-transferable and non-refundable.',
        ],
      },
      { type: 'heading', level: 2, content: '4. Your content' },
      {
        type: 'paragraph',
        content:
          'You own the prompts, files and projects you create. You give us the permission we need to store, process and display them in order to run the service for you. When your account ends, we remove your customer data from our active systems within 30 days and from our backups within 90 days.',
      },
      { type: 'heading', level: 2, content: '5. Acceptable use' },
      {
        type: 'list',
        content: [
          'Do not build or host anything unlawful, deceptive or harmful to others.',
          'Do not try to break, overload or get around the limits of the service.',
          'Do not use the service to infringe the rights of others, including their intellectual property and privacy.',
        ],
      },
      { type: 'heading', level: 2, content: '6. Limitation of liability' },
      {
        type: 'paragraph',
        content:
          'To the extent the law allows, our total liability for any claim related to the service is limited to the amounts you paid us in the 12 months before the claim arose.',
      },
      { type: 'heading', level: 2, content: '7. Disputes and governing law' },
      {
        type: 'paragraph',
        content:
          'If a dispute arises, we will first try to resolve it through informal negotiation for 30 days. If it is not resolved, it will be settled by binding arbitration. These terms are governed by the laws of the State of Delaware, USA.',
      },
      { type: 'heading', level: 2, content: '8. Changes to these terms' },
      {
        type: 'paragraph',
        content:
          "We will give you at least 30 days' notice before material changes take effect. Continuing to use Atelier after that date means you accept the updated terms.",
      },
      { type: 'heading', level: 2, content: '9. Support' },
      {
        type: 'paragraph',
        content: 'Write to us through the contact page. We aim to answer within these times:',
      },
      {
        type: 'list',
        content: [
          'Email support: within 24 hours.',
          'Sales enquiries: within 4 hours.',
          'Technical issues: within 12 hours.',
          'General questions: within 48 hours.',
        ],
      },
      { type: 'link', content: 'How we handle your data: Privacy Policy', href: '/privacy' },
    ] satisfies ContentBlock[],
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'What we collect, why, how long we keep it and the choices you have.',
    sections: [
      { type: 'date', content: '2026-11-01' },
      {
        type: 'paragraph',
        content:
          'This policy explains how Atelier handles personal data in the hosted service. If your organisation runs its own Atelier, that organisation decides how your data is handled.',
      },
      { type: 'heading', level: 2, content: 'What we collect' },
      {
        type: 'list',
        content: [
          'Account details: your name, email address and, if you add them, your phone number and photo.',
          'Your content: messages, attachments, projects and the files the agent generates.',
          'Usage logs: sign-ins, requests and errors, used to keep the service secure and working.',
          'Cookies and similar storage, described in our Cookie Policy.',
        ],
      },
      { type: 'heading', level: 2, content: 'How we use it' },
      {
        type: 'list',
        content: [
          'To run the service: build your projects, show previews and keep your history.',
          'To keep accounts secure and prevent abuse.',
          'To answer your support requests.',
          'To improve the product, including the quality of the agents.',
        ],
      },
      { type: 'heading', level: 3, content: 'Your data and AI training' },
      {
        type: 'paragraph',
        content:
          'We may use de-identified conversations to improve our agents. Customers on Enterprise and business plans may object to this use of their data for AI training at any time; their data is then excluded.',
      },
      { type: 'heading', level: 2, content: 'How long we keep it' },
      {
        type: 'list',
        content: [
          'Account data and content: for as long as your account exists, and deleted within 90 days after you delete your account.',
          'Usage logs: up to 1 year.',
          'Backups: copies in our backups are overwritten within 90 days.',
        ],
      },
      { type: 'heading', level: 2, content: 'Sharing' },
      {
        type: 'paragraph',
        content:
          'We do not sell personal data. We share it only with providers who help us run the service, under contracts that protect it, or when the law requires us to.',
      },
      { type: 'heading', level: 2, content: 'Your rights' },
      {
        type: 'list',
        content: [
          'See the personal data we hold about you and get a copy of it.',
          'Correct it, or ask us to delete it.',
          'Object to or restrict some uses, including AI training on business plans.',
        ],
      },
      { type: 'heading', level: 2, content: 'Age' },
      {
        type: 'paragraph',
        content: 'Atelier is intended for people who are at least 18 years old.',
      },
      { type: 'heading', level: 2, content: 'Changes' },
      {
        type: 'paragraph',
        content: 'We will tell you at least 30 days before a material change to this policy takes effect.',
      },
      { type: 'heading', level: 2, content: 'Cookies' },
      {
        type: 'paragraph',
        content: 'Which cookies we use, why and for how long is described in a separate policy.',
      },
      { type: 'link', content: 'Read the Cookie Policy', href: '/cookies' },
    ] satisfies ContentBlock[],
  },
  cookies: {
    title: 'Cookie Policy',
    description: 'The cookies and local storage Atelier uses, and how long each is kept.',
    sections: [
      { type: 'date', content: '2026-11-01' },
      {
        type: 'paragraph',
        content:
          "Cookies are small files a website stores in your browser. Atelier also keeps a few settings in your browser's local storage. This page lists what we use and how long it stays.",
      },
      { type: 'heading', level: 2, content: 'Strictly necessary' },
      {
        type: 'paragraph',
        content:
          'These keep you signed in and remember your theme, language and developer queue name on this device. The service cannot work without them, so they do not need consent.',
      },
      { type: 'heading', level: 2, content: 'Cookies that need your consent' },
      { type: 'heading', level: 3, content: 'Consent cookie' },
      {
        type: 'paragraph',
        content: 'Remembers the choice you made about cookies. Kept for 3 months.',
      },
      { type: 'heading', level: 3, content: 'Analytics cookies' },
      {
        type: 'paragraph',
        content: 'Help us understand how the product is used so we can improve it. Kept for 13 months.',
      },
      { type: 'heading', level: 3, content: 'Preference cookies' },
      {
        type: 'paragraph',
        content:
          'Remember optional choices such as layout settings. Kept for the browser session or for 3 months, depending on the setting.',
      },
      { type: 'heading', level: 2, content: 'Managing cookies' },
      {
        type: 'list',
        content: [
          'Change your choice at any time; it applies from then on.',
          'Delete cookies and local storage in your browser settings; you will be signed out.',
          'Block cookies in your browser; some parts of Atelier may then stop working.',
        ],
      },
      { type: 'heading', level: 2, content: 'Changes' },
      {
        type: 'paragraph',
        content: "We will give at least 30 days' notice before a material change to this policy.",
      },
      { type: 'link', content: 'Read the Privacy Policy', href: '/privacy' },
    ] satisfies ContentBlock[],
  },
};

export default legal;
