// The portfolio site rendered on the server for a wedding photographer's schema, on its three pages and on
// one: the hero with the owner, city and e-mail, the projects with their filters and details, the packages
// with their prices, about with the people, the contact form with its labelled fields, errors and thank-you
// state; and the rules it runs on (filters, prices, where a section is, the form's checks).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { PortfolioApp } from '@/components/sections/portfolio-app';
import {
  EMPTY_MESSAGE,
  filterProjects,
  messageErrors,
  periodText,
  projectTags,
  sectionLink,
  telHref,
} from '@/components/sections/portfolio/logic';
import { isEmail } from '@/lib/forms';
import { formatPrice } from '@/lib/money';
import { ContactForm } from '@/components/sections/portfolio/portfolio-contact';
import { ProjectDetail } from '@/components/sections/portfolio/project-grid';
import type { PortfolioSchema } from '@/lib/portfolio';
import { englishFrame } from './support/frame.ts';
import { headingsOf, textOf } from './support/html.ts';

const PHOTOGRAPHER: PortfolioSchema = {
  frame: englishFrame({
    name: 'Mia Chen',
    tagline: 'A wedding photographer in Lisbon',
    slug: 'mia-chen',
    pages: [
      {
        id: 'main',
        path: '/',
        label: 'Work',
        title: 'Light, people and the quiet moments in between.',
        subtitle: 'A wedding photographer in Lisbon.',
      },
      { id: 'about', path: '/about', label: 'About', title: 'About' },
      { id: 'contact', path: '/contact', label: 'Contact', title: 'Contact' },
    ],
  }),
  sections: [
    { id: 'hero', page: 'main', title: 'Light, people and the quiet moments in between.' },
    { id: 'projects', page: 'main', title: 'Selected work' },
    { id: 'pricing', page: 'main', title: 'Packages' },
    { id: 'about', page: 'about', title: 'About me' },
    { id: 'skills', page: 'about', title: 'Skills' },
    { id: 'experience', page: 'about', title: 'Experience' },
    { id: 'testimonials', page: 'main', title: 'Kind words' },
    { id: 'contact', page: 'contact', title: "Let's work together" },
  ],
  features: { search: true, filters: true, charts: false, forms: true },
  currency: 'EUR',
  profile: {
    name: 'Mia Chen',
    role: 'Wedding photographer',
    location: 'Lisbon',
    email: 'mia@miachen.photo',
    phone: '+351 912 000 000',
    about: 'I photograph weddings and elopements.',
    process: 'Every shoot starts with a conversation.',
    years: 9,
  },
  projects: [
    {
      id: 'harbour-mornings',
      title: 'Harbour Mornings',
      tags: ['Documentary', 'Travel'],
      year: 2024,
      icon: 'Camera',
      summary: 'A week with the fishermen of a small port.',
      outcome: 'Published as a twelve-page feature.',
      client: 'Coast Magazine',
    },
    {
      id: 'ece-deniz',
      title: 'Ece & Deniz',
      tags: ['Wedding', 'Portrait'],
      year: 2023,
      icon: 'Heart',
      summary: 'A small olive-grove wedding.',
      outcome: '',
      client: 'Private client',
    },
    {
      id: 'night-market',
      title: 'Night Market',
      tags: ['Travel'],
      year: 0,
      icon: 'Moon',
      summary: '',
      outcome: '',
      client: '',
    },
  ],
  packages: [
    { id: 'package-elopement', name: 'Elopement', price: 900, detail: 'Two hours, one location.' },
    { id: 'package-full-day', name: 'Full day', price: 2400, detail: '' },
    { id: 'package-mentoring', name: 'Mentoring', price: 80.5, period: 'hour', detail: '' },
  ],
  skills: [
    { name: 'Portrait lighting', level: 95 },
    { name: 'Colour grading', level: 85 },
  ],
  experience: [{ role: 'Freelance photographer', place: 'Independent', years: '2018 –' }],
  testimonials: [{ quote: 'Calm and kind all day.', author: 'Ana Lima', role: 'Bride' }],
  people: [
    { name: 'Luis Costa', role: 'Second shooter' },
    { name: 'Rita', role: '' },
  ],
  texts: {
    heroTitle: 'Light, people and the quiet moments in between.',
    heroSubtitle: 'A wedding photographer in Lisbon.',
    heroCta: 'View my work',
    heroContact: 'Get in touch',
    available: 'Available for new projects',
    projectsIntro: 'A few projects I am proud of.',
    searchLabel: 'Search projects',
    tagsLabel: 'Filter by tag',
    all: 'All',
    noProjects: 'No projects match',
    noProjectsHint: 'Try another tag or word.',
    shownCount: '{n} projects',
    viewProject: 'View project',
    client: 'Client',
    year: 'Year',
    role: 'Role',
    approach: 'Approach',
    outcome: 'Outcome',
    nextProject: 'Next project',
    close: 'Close',
    pricingIntro: 'What you can book, and what it costs.',
    perHour: '/ hour',
    perDay: '/ day',
    perWeek: '/ week',
    perMonth: '/ month',
    perYear: '/ year',
    yearsExperience: '{n}+ years of experience',
    projectsDone: '{n} featured projects',
    basedIn: 'Based in {place}',
    teamTitle: 'Who you will work with',
    skillsIntro: 'What I bring to a team.',
    skillsChart: 'Skill levels out of 100',
    contactIntro: 'Tell me a little about your day.',
    fieldName: 'Your name',
    fieldEmail: 'Email',
    fieldTopic: 'What is it about?',
    topicProject: 'A new project',
    topicCollab: 'A collaboration',
    topicHello: 'Just saying hello',
    fieldMessage: 'Message',
    messageHint: 'At least 20 characters.',
    send: 'Send message',
    errName: 'Please tell me your name.',
    errEmail: 'Please enter a valid email address.',
    errMessage: 'Please write at least 20 characters.',
    sentTitle: 'Thank you, {name}!',
    sentText: 'Your message is on its way. I will reply to {email} soon.',
    sendAnother: 'Send another message',
    emailMe: 'Email me',
    noData: 'No data yet',
  },
};

function render(schema: PortfolioSchema = PHOTOGRAPHER, path = '/') {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <PortfolioApp schema={schema} />
    </MemoryRouter>,
  );
}

/** The same schema on one page: every section at '/'. */
function onePage(schema: PortfolioSchema = PHOTOGRAPHER): PortfolioSchema {
  return {
    ...schema,
    frame: { ...schema.frame, pages: [schema.frame.pages[0]!] },
    sections: schema.sections.map((slot) => ({ ...slot, page: 'main' })),
  };
}

/** The id of the control a <label> names, by its text. */
function labelFor(html: string, label: string): string | undefined {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${escaped}</label>`).exec(html)?.[1];
}

/** The opening tag of the element with that id. */
function tagWithId(html: string, id: string): string {
  return new RegExp(`<(?:input|textarea|select)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? '';
}

describe('PortfolioApp', () => {
  it('opens on the owner, the work and the packages with their prices, with one h1', () => {
    const html = render();
    const text = textOf(html);
    expect(html.match(/<h1[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(
      /<h1[^>]*id="hero-title"[^>]*>Light, people and the quiet moments in between\.<\/h1>/,
    );
    // Who, where and how to reach them, on the home page.
    expect(text).toContain('Mia Chen, Wedding photographer');
    expect(text).toContain('Lisbon');
    expect(html).toContain('href="mailto:mia@miachen.photo"');
    expect(html).toContain('href="tel:+351912000000"');
    expect(text).toContain('Available for new projects');
    // The work is on this page (an anchor), the contact form on its own (a route).
    expect(html).toMatch(/<a[^>]*href="#projects"[^>]*>.*View my work<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/contact"[^>]*>.*Get in touch<\/a>/);
    expect(headingsOf(html)).toEqual(['Selected work', 'Packages', 'Kind words']);
    // The packages with their prices in the schema's currency, and what a price is per.
    expect(text).toContain('Elopement €900');
    expect(text).toContain('Two hours, one location.');
    expect(text).toContain('Full day €2,400');
    expect(text).toContain('Mentoring €80.50 / hour');
    // The stock work stays, each with a button that opens its details.
    for (const title of ['Harbour Mornings', 'Ece & Deniz', 'Night Market']) {
      expect(html).toContain(`aria-label="View project: ${title.replace('&', '&amp;')}"`);
    }
    expect(html.match(/aria-haspopup="dialog"/g)).toHaveLength(3);
    expect(text).toContain('Coast Magazine · 2024');
    expect(text).toContain('Calm and kind all day. Ana Lima Bride');
    // The nav links the three pages.
    expect(html).toMatch(/<a[^>]*href="\/about"[^>]*>About<\/a>/);
    expect(html).not.toContain('Send message');
  });

  it('filters the work by tag and by words, with labelled controls and an announced count', () => {
    const html = render();
    const search = labelFor(html, 'Search projects');
    expect(search).toBeTruthy();
    expect(tagWithId(html, search!)).toContain('type="search"');
    expect(html).toMatch(
      /role="group"[^>]*aria-label="Filter by tag"|aria-label="Filter by tag"[^>]*role="group"/,
    );
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>All<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>Documentary<\/button>/);
    expect(html).toMatch(/role="status"[^>]*>3 projects</);
    // Without search and filters, neither control nor count.
    const bare = render({
      ...PHOTOGRAPHER,
      features: { ...PHOTOGRAPHER.features, search: false, filters: false },
    });
    expect(bare).not.toContain('Search projects');
    expect(bare).not.toContain('aria-pressed');
    expect(bare).not.toContain('3 projects');
  });

  it('shows a project’s details: client, year, role, approach and outcome, only those it has', () => {
    const [harbour, , night] = PHOTOGRAPHER.projects;
    const text = textOf(renderToString(<ProjectDetail project={harbour!} schema={PHOTOGRAPHER} />));
    expect(text).toContain('Client Coast Magazine');
    expect(text).toContain('Year 2024');
    expect(text).toContain('Role Wedding photographer');
    expect(text).toContain('Approach Every shoot starts with a conversation.');
    expect(text).toContain('Outcome Published as a twelve-page feature.');
    const bare = textOf(renderToString(<ProjectDetail project={night!} schema={PHOTOGRAPHER} />));
    expect(bare).not.toContain('Client');
    expect(bare).not.toContain('Year');
    expect(bare).not.toContain('Outcome');
  });

  it('gives about its own page: the owner, the facts, the people and the skills', () => {
    const html = render(PHOTOGRAPHER, '/about');
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>About<\/h1>/);
    expect(headingsOf(html)).toEqual(['About me', 'Skills', 'Experience']);
    expect(text).toContain('Mia Chen Wedding photographer');
    expect(text).toContain('9+ years of experience');
    expect(text).toContain('3 featured projects');
    expect(text).toContain('Based in Lisbon');
    expect(text).toContain('Who you will work with Luis Costa Second shooter Rita');
    expect(text).toContain('Portrait lighting 95%');
    expect(text).toContain('2018 –');
    expect(text).not.toContain('Harbour Mornings');
  });

  it('on its contact page, names every field by its label and ends in the send button', () => {
    const html = render(PHOTOGRAPHER, '/contact');
    const text = textOf(html);
    expect(html).toMatch(/<h2[^>]*id="contact-title"[^>]*>Let&#x27;s work together<\/h2>/);
    for (const [label, tag] of [
      ['Your name', 'input'],
      ['Email', 'input'],
      ['What is it about?', 'select'],
      ['Message', 'textarea'],
    ] as const) {
      const id = labelFor(html, label);
      expect(id, label).toBeTruthy();
      expect(tagWithId(html, id!).startsWith(`<${tag}`), label).toBe(true);
    }
    // The hint describes the message from the start.
    const message = tagWithId(html, labelFor(html, 'Message')!);
    const hint = /aria-describedby="([^"]+)"/.exec(message)?.[1];
    expect(html).toMatch(new RegExp(`id="${hint}"[^>]*>At least 20 characters\\.<`));
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>.*Send message<\/button>/);
    expect(text).toContain('mia@miachen.photo');
    expect(text).toContain('+351 912 000 000');
    expect(text).toContain('Lisbon');
  });

  it('ties each error to its field, and thanks the sender once the message is sent', () => {
    const values = { ...EMPTY_MESSAGE, name: 'A', email: 'nope', message: 'Too short' };
    const errors = messageErrors(values, PHOTOGRAPHER.texts);
    const html = renderToString(<ContactForm schema={PHOTOGRAPHER} start={{ values, errors, sent: null }} />);
    for (const [label, error] of [
      ['Your name', 'Please tell me your name.'],
      ['Email', 'Please enter a valid email address.'],
      ['Message', 'Please write at least 20 characters.'],
    ]) {
      const field = tagWithId(html, labelFor(html, label!)!);
      expect(field, label).toContain('aria-invalid="true"');
      const described = /aria-describedby="([^"]+)"/.exec(field)?.[1]?.split(' ') ?? [];
      expect(
        described.some((id) => html.includes(`id="${id}" class="text-sm text-destructive">${error}`)),
      ).toBe(true);
    }
    const sent = { ...EMPTY_MESSAGE, name: ' Ana ', email: 'ana@example.com', message: 'x'.repeat(20) };
    const thanks = renderToString(
      <ContactForm schema={PHOTOGRAPHER} start={{ values: EMPTY_MESSAGE, errors: {}, sent }} />,
    );
    expect(thanks).toContain('role="status"');
    expect(textOf(thanks)).toContain('Thank you, Ana!');
    expect(textOf(thanks)).toContain('I will reply to ana@example.com soon.');
    expect(textOf(thanks)).toContain('Send another message');
  });

  it('on one page scrolls to the contact form; without forms offers an e-mail, without an e-mail neither', () => {
    const single = render(onePage());
    expect(single).toMatch(/<a[^>]*href="#contact"[^>]*>.*Get in touch<\/a>/);
    expect(single).not.toMatch(/href="\/contact"/);
    expect(single).toContain('Send message');
    expect(single.match(/<h1[^>]*>/g)).toHaveLength(1);

    const noForm = render(onePage({ ...PHOTOGRAPHER, features: { ...PHOTOGRAPHER.features, forms: false } }));
    expect(noForm).not.toContain('<form');
    expect(noForm).toMatch(/<a[^>]*href="mailto:mia@miachen.photo"[^>]*>.*Email me<\/a>/);

    const noEmail = render(
      onePage({
        ...PHOTOGRAPHER,
        features: { ...PHOTOGRAPHER.features, forms: false },
        profile: { ...PHOTOGRAPHER.profile, email: '' },
      }),
    );
    expect(noEmail).not.toContain('mailto:');
    expect(textOf(noEmail)).toContain('+351 912 000 000');
  });

  it('leaves out the sections the schema does not list, and a packages section with nothing in it', () => {
    const html = render({
      ...onePage(),
      sections: [
        { id: 'projects', page: 'main', title: 'Selected work' },
        { id: 'pricing', page: 'main', title: 'Packages' },
      ],
      packages: [],
    });
    expect(headingsOf(html)).toEqual(['Selected work']);
    // No hero: the page opens with its title.
    expect(html).toMatch(/<h1[^>]*>Light, people and the quiet moments in between\.<\/h1>/);
    expect(html).not.toContain('Get in touch');
  });
});

describe('the portfolio rules', () => {
  const { projects, texts } = PHOTOGRAPHER;

  it('lists the tags once each in the order they appear, and filters by tag and words', () => {
    expect(projectTags(projects)).toEqual(['Documentary', 'Travel', 'Wedding', 'Portrait']);
    const titles = (list: typeof projects) => list.map((p) => p.title);
    expect(titles(filterProjects(projects, '', null, 'en-US'))).toHaveLength(3);
    expect(titles(filterProjects(projects, '', 'Travel', 'en-US'))).toEqual([
      'Harbour Mornings',
      'Night Market',
    ]);
    expect(titles(filterProjects(projects, ' OLIVE ', null, 'en-US'))).toEqual(['Ece & Deniz']);
    expect(titles(filterProjects(projects, 'coast', 'Travel', 'en-US'))).toEqual(['Harbour Mornings']);
    expect(titles(filterProjects(projects, 'coast', 'Wedding', 'en-US'))).toEqual([]);
  });

  it('writes prices in the locale and currency, with cents only when there are some', () => {
    expect(formatPrice(2400, 'EUR', 'en-US')).toBe('€2,400');
    expect(formatPrice(80.5, 'EUR', 'en-US')).toBe('€80.50');
    expect(formatPrice(2400, 'TRY', 'tr-TR')).toMatch(/^₺2\.400$/);
    expect(formatPrice(12, 'XX', 'en-US')).toBe('12 XX');
    expect(periodText(PHOTOGRAPHER.packages[2]!, texts)).toBe('/ hour');
    expect(periodText(PHOTOGRAPHER.packages[0]!, texts)).toBe('');
  });

  it('finds a section on this page, on another route, or nowhere', () => {
    expect(sectionLink(PHOTOGRAPHER, 'projects', 'main')).toEqual({ kind: 'anchor', href: '#projects' });
    expect(sectionLink(PHOTOGRAPHER, 'contact', 'main')).toEqual({ kind: 'route', to: '/contact' });
    expect(sectionLink({ ...PHOTOGRAPHER, sections: [] }, 'contact', 'main')).toBeNull();
  });

  it('checks a message: a name, a real e-mail and at least twenty characters', () => {
    expect(messageErrors(EMPTY_MESSAGE, texts)).toEqual({
      name: texts.errName,
      email: texts.errEmail,
      message: texts.errMessage,
    });
    const ok = {
      ...EMPTY_MESSAGE,
      name: 'Ana',
      email: 'ana@example.com',
      message: 'We marry in June in Sintra.',
    };
    expect(messageErrors(ok, texts)).toEqual({});
    expect(messageErrors({ ...ok, message: ` ${'x'.repeat(19)} ` }, texts)).toEqual({
      message: texts.errMessage,
    });
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(telHref('+351 912-000 000')).toBe('tel:+351912000000');
  });
});
