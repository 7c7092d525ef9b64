/**
 * A blog (BlogApp) described as data: its frame, the sections in order, the author, the posts with their
 * bodies and every text it shows. The built-in agent writes one as JSON. What a visitor does is kept in
 * the browser when the app keeps data: the posts saved for later, the newsletter address and the posts
 * the visitor wrote.
 */
import type { AppFrame, SectionSlot } from '@/lib/app-frame';

export type BlogSectionId = 'hero' | 'featured' | 'posts' | 'archive' | 'about' | 'newsletter' | 'new-post';

/** The pictures a post can have (lucide icon names). */
export type PostIconName =
  | 'Backpack'
  | 'BookOpen'
  | 'CalendarDays'
  | 'ChefHat'
  | 'CloudRain'
  | 'Code'
  | 'Compass'
  | 'Database'
  | 'Eye'
  | 'FlaskConical'
  | 'GitPullRequest'
  | 'Heart'
  | 'Lightbulb'
  | 'MapPin'
  | 'MessageCircle'
  | 'Mountain'
  | 'PenLine'
  | 'Salad'
  | 'Soup'
  | 'Terminal'
  | 'TrainFront'
  | 'TrendingUp'
  | 'UtensilsCrossed'
  | 'Wallet'
  | 'Wheat'
  | 'Wrench';

export interface BlogPost {
  /** Unique, URL-safe. */
  id: string;
  title: string;
  category: string;
  icon: PostIconName;
  /** The lead paragraph; empty when the brief gave none. */
  excerpt: string;
  /** The paragraphs after the lead, in a small Markdown subset (headings, lists, quotes, emphasis). */
  body: string[];
  /** How many days before the visit it was published, so seed posts always look recent. */
  daysAgo: number;
  /** The day a visitor published it (YYYY-MM-DD); seed posts have none and use `daysAgo`. */
  date?: string;
  /** Reading time; 0 shows none. */
  minutes: number;
}

export interface BlogAuthor {
  name: string;
  /** One or two letters for the avatar. */
  initials: string;
  about: string;
}

export interface BlogTexts {
  /** The line above the hero title: who writes the blog. */
  heroEyebrow: string;
  heroTitle: string;
  heroSubtitle: string;
  /** The hero's call to action: to the posts. */
  heroCta: string;
  searchLabel: string;
  categoryLabel: string;
  all: string;
  /** The filter chip for the posts saved for later. */
  savedOnly: string;
  /** How many posts are shown, with {n}. */
  shownCount: string;
  noPosts: string;
  noPostsHint: string;
  noSaved: string;
  noSavedHint: string;
  readPost: string;
  /** The save-for-later toggle (its pressed state says whether the post is saved). */
  save: string;
  /** Reading time, with {n}. */
  minutes: string;
  /** The reader's button to the next post. */
  keepReading: string;
  close: string;
  /** How many posts the author published, with {n}. */
  aboutPosts: string;
  newsletterText: string;
  fieldEmail: string;
  subscribe: string;
  errEmail: string;
  /** The confirmation, with {email}. */
  subscribed: string;
  unsubscribe: string;
  newPostIntro: string;
  fieldTitle: string;
  fieldCategory: string;
  fieldBody: string;
  /** What the body field understands (headings, lists, emphasis). */
  bodyHint: string;
  publish: string;
  errTitle: string;
  errBody: string;
  /** Announced once a post is published, with {title}. */
  published: string;
  /** The badge on a post the visitor wrote. */
  yourPost: string;
  deletePost: string;
}

export interface BlogSchema {
  frame: AppFrame;
  /** The sections shown, in order, each on its page. */
  sections: SectionSlot<BlogSectionId>[];
  features: {
    /** A search box over the posts. */
    search: boolean;
    /** Category chips and the saved-for-later filter. */
    filters: boolean;
  };
  author: BlogAuthor;
  posts: BlogPost[];
  texts: BlogTexts;
}
