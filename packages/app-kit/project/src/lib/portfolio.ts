/**
 * A portfolio site (PortfolioApp) described as data: its frame, the sections in order, the owner (name,
 * role, city, e-mail, phone), the projects with their details, the packages with their prices, skills,
 * experience, testimonials, the people the brief named and every text it shows. The built-in agent
 * writes one as JSON; nothing a visitor does is stored.
 */
import type { AppFrame, SectionSlot } from '@/lib/app-frame';

export type PortfolioSectionId =
  'hero' | 'projects' | 'pricing' | 'about' | 'skills' | 'experience' | 'testimonials' | 'contact';

/** The pictures a project can have (lucide icon names). */
export type ProjectIconName =
  | 'BookHeart'
  | 'BookOpen'
  | 'Briefcase'
  | 'Building2'
  | 'CalendarDays'
  | 'Camera'
  | 'Clapperboard'
  | 'Code'
  | 'Coffee'
  | 'CreditCard'
  | 'Croissant'
  | 'Dumbbell'
  | 'Eye'
  | 'Gamepad2'
  | 'Globe'
  | 'GraduationCap'
  | 'Heart'
  | 'HeartPulse'
  | 'House'
  | 'Lamp'
  | 'Landmark'
  | 'Layers'
  | 'LayoutDashboard'
  | 'Lightbulb'
  | 'MapPin'
  | 'Moon'
  | 'Music'
  | 'Package'
  | 'Palette'
  | 'PartyPopper'
  | 'PenTool'
  | 'Rocket'
  | 'Search'
  | 'Shapes'
  | 'Smartphone'
  | 'Sparkles'
  | 'Store'
  | 'Sun'
  | 'Truck'
  | 'Wheat';

export interface PortfolioProject {
  id: string;
  title: string;
  tags: string[];
  /** 0 when unknown. */
  year: number;
  icon: ProjectIconName;
  /** Empty when the brief gave none. */
  summary: string;
  outcome: string;
  client: string;
}

export type PricePeriod = 'hour' | 'day' | 'week' | 'month' | 'year';

/** A package or service offered, with its price in the schema's currency. */
export interface PortfolioPackage {
  id: string;
  name: string;
  price: number;
  period?: PricePeriod;
  /** Empty when the brief gave none. */
  detail: string;
}

export interface PortfolioProfile {
  /** The owner's name, or empty. */
  name: string;
  role: string;
  /** The city or address, or empty when unknown. */
  location: string;
  /** Empty when the brief gave other ways to reach the owner but no e-mail. */
  email: string;
  /** Empty when the brief gave none. */
  phone: string;
  about: string;
  /** How the owner works: shown in a project's details. */
  process: string;
  /** Years of experience; 0 hides the figure. */
  years: number;
}

export interface PortfolioSkill {
  name: string;
  /** 0 to 100. */
  level: number;
}

export interface PortfolioRole {
  role: string;
  place: string;
  years: string;
}

export interface PortfolioTestimonial {
  quote: string;
  author: string;
  role: string;
}

export interface PortfolioPerson {
  name: string;
  /** Empty when the brief gave none. */
  role: string;
}

export interface PortfolioTexts {
  heroTitle: string;
  heroSubtitle: string;
  /** The hero's call to action: to the projects. */
  heroCta: string;
  /** The hero's second action: to the contact form. */
  heroContact: string;
  available: string;
  projectsIntro: string;
  searchLabel: string;
  tagsLabel: string;
  all: string;
  noProjects: string;
  noProjectsHint: string;
  /** How many projects are shown, with {n}. */
  shownCount: string;
  viewProject: string;
  client: string;
  year: string;
  role: string;
  approach: string;
  outcome: string;
  nextProject: string;
  close: string;
  pricingIntro: string;
  perHour: string;
  perDay: string;
  perWeek: string;
  perMonth: string;
  perYear: string;
  /** The years of experience, with {n}. */
  yearsExperience: string;
  /** How many projects there are, with {n}. */
  projectsDone: string;
  /** Where the owner works, with {place}. */
  basedIn: string;
  teamTitle: string;
  skillsIntro: string;
  skillsChart: string;
  contactIntro: string;
  fieldName: string;
  fieldEmail: string;
  fieldTopic: string;
  topicProject: string;
  topicCollab: string;
  topicHello: string;
  fieldMessage: string;
  messageHint: string;
  send: string;
  errName: string;
  errEmail: string;
  errMessage: string;
  /** The thank-you heading, with the sender as {name}. */
  sentTitle: string;
  /** When to expect a reply, at {email}. */
  sentText: string;
  sendAnother: string;
  emailMe: string;
  /** What an empty chart says. */
  noData: string;
}

export interface PortfolioSchema {
  frame: AppFrame;
  /** The sections shown, in order, each on its page. */
  sections: SectionSlot<PortfolioSectionId>[];
  features: {
    /** A search box over the projects. */
    search: boolean;
    /** Tag chips over the projects. */
    filters: boolean;
    /** A chart of the skill levels. */
    charts: boolean;
    /** A contact form (else an e-mail button). */
    forms: boolean;
  };
  /** ISO 4217 code the package prices are in. */
  currency: string;
  profile: PortfolioProfile;
  projects: PortfolioProject[];
  packages: PortfolioPackage[];
  skills: PortfolioSkill[];
  experience: PortfolioRole[];
  testimonials: PortfolioTestimonial[];
  /** The people the brief named besides the owner. */
  people: PortfolioPerson[];
  texts: PortfolioTexts;
}
