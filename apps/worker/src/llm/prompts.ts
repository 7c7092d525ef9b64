/** What the LLM agent tells the model, and the fixed texts of its replies (English and Turkish). */
import type { Language } from '@atelier/contracts';
import { curatedPackages, kitFiles } from '@atelier/app-kit';

/** The tagged-text format for models without tool calling (reader.ts also reads other builders' formats). */
export const TAGGED_TEXT_FORMAT = `Write every change with these tags (nothing else changes files):
<file path="src/App.tsx">
...the complete new content of the file...
</file>
<edit path="src/App.tsx">
<search>
...exact lines of the current file, enough to be unique...
</search>
<replace>
...the new lines...
</replace>
</edit>
<delete path="src/Old.tsx"/>
<rename from="src/A.tsx" to="src/B.tsx"/>
<name>Project name</name>
<summary>One line on what changed</summary>
Text outside the tags is your reply to the person. Do not put file contents anywhere but inside the tags.`;

const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  tr: 'Turkish',
  fr: 'French',
  es: 'Spanish',
  ru: 'Russian',
  ar: 'Arabic',
};

export function languageName(language: Language): string {
  return LANGUAGE_NAMES[language] ?? 'English';
}

/** The kit's components as projects import them ("@/components/ui/button"). */
function kitComponents(): string {
  return Object.keys(kitFiles())
    .filter((file) => file.startsWith('src/components/ui/'))
    .map((file) => file.slice('src/components/ui/'.length).replace(/\.tsx?$/, ''))
    .join(', ');
}

function projectRules(): string {
  return `The project is a Vite + React 19 + TypeScript + Tailwind CSS v4 app:
- index.html loads /src/main.tsx, which renders <App /> from src/App.tsx inside a BrowserRouter; src/index.css starts with @import "tailwindcss" and defines the theme tokens (bg-background, text-foreground, bg-primary, text-muted-foreground, border-border, …).
- Packages you may import (installed, nothing else is): ${Object.keys(curatedPackages()).join(', ')}. No CSS-in-JS, no axios (use fetch), no other icon sets than lucide-react.
- A shadcn/ui component kit is available as @/components/ui/<name> (${kitComponents()}) with cn() from @/lib/utils; import what you need, the files are added to the project for you. "@/" means src/.
- Style with Tailwind classes. Make it look polished and responsive, accessible (labels, alt texts, focus styles).
- Keep state in React (and localStorage when it should persist). No server code; the app runs in the browser only.
- Keep files small and focused (components in src/components/). Write complete files: no placeholders like "...rest unchanged".`;
}

export function systemPrompt(options: { tools: boolean; language: Language }): string {
  const language = languageName(options.language);
  const how = options.tools
    ? `Change files only with the tools (write_file, edit_file, delete_file, rename_file, set_project_name), read files that are not shown with read_file, and call finish with a one-line summary when done. If tool calls are not available to you, use this format instead:\n${TAGGED_TEXT_FORMAT}`
    : `${TAGGED_TEXT_FORMAT}\nTo see a file that is not shown, answer only with <read path="src/File.tsx"/> and you will get it.`;
  return `You are Atelier's app builder. You build and change a web app that a person describes in a chat; they see it live in a preview next to the chat.

${projectRules()}

${how}

After your changes the project is built and loaded in a browser; build errors and errors of the page come back to you to fix.
Reply to the person in ${language}, briefly (a few sentences, no code): what you built or changed. Never show code in the reply.`;
}

export function planPrompt(language: Language): string {
  return `You are Atelier's app builder. A person describes a web app in a chat; it will be a React + Tailwind single-page app running in the browser.
If their message describes an app (or what they want built is clear from the conversation), answer with a short plan in ${languageName(language)}: two to four sentences on what the app will contain, and suggest a short name as <name>Name</name>.
If it does not (a greeting, a question), answer it briefly in ${languageName(language)}, say what kinds of apps you can build, and do not write a <name> tag. Never write code.`;
}

type Lang = 'en' | 'tr';
function lang(language: Language): Lang {
  return language === 'tr' ? 'tr' : 'en';
}

interface Texts {
  nameTitle: string;
  nameLabel: string;
  nameButton: string;
  ready: (name: string) => string;
  done: string;
  noChanges: string;
  firstVersion: string;
  preview: string;
  repairFailed: (attempts: number, problems: string[], isNew: boolean) => string;
  repaired: (problems: string[]) => string;
  budget: (budget: number, isNew: boolean) => string;
  budgetPartial: (budget: number) => string;
  skipped: (what: string) => string;
  notApplied: (items: string[]) => string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    nameTitle: 'Name your project',
    nameLabel: 'Project name',
    nameButton: 'Create project',
    ready: (name) => `${name} is ready`,
    done: 'Done: the changes are in the preview.',
    noChanges: 'No changes were needed.',
    firstVersion: 'First version',
    preview: 'Preview',
    repairFailed: (attempts, problems, isNew) =>
      `${isNew ? 'I could not get the app to work, so nothing is published yet.' : 'I could not get the changes to work, so the last working version stays live.'} I tried ${attempts} fix${attempts === 1 ? '' : 'es'}; what still fails:\n${problems.map((p) => `- ${p}`).join('\n')}\nTry describing the ${isNew ? 'app' : 'change'} differently or in smaller steps.`,
    repaired: (problems) =>
      `Checking the app turned up ${problems.length === 1 ? 'an error, which I fixed' : 'errors, which I fixed'}: ${problems.join('; ')}`,
    budget: (budget, isNew) =>
      `I stopped because this message reached its token budget (${budget.toLocaleString('en')} tokens) before the work was done. ${isNew ? 'Nothing is published yet; ask for a smaller first version.' : 'The last working version stays live; ask for a smaller change.'}`,
    budgetPartial: (budget) =>
      `I stopped at this message's token budget (${budget.toLocaleString('en')} tokens): this version works, but may not have everything you asked for yet.`,
    skipped: (what) => `${what} does not run in Atelier (packages come from Atelier's set)`,
    notApplied: (items) => `Not applied:\n${items.map((item) => `- ${item}`).join('\n')}`,
  },
  tr: {
    nameTitle: 'Projenize bir ad verin',
    nameLabel: 'Proje adı',
    nameButton: 'Projeyi oluştur',
    ready: (name) => `${name} hazır`,
    done: 'Tamam: değişiklikler önizlemede.',
    noChanges: 'Değişiklik gerekmedi.',
    firstVersion: 'İlk sürüm',
    preview: 'Önizleme',
    repairFailed: (attempts, problems, isNew) =>
      `${isNew ? 'Uygulamayı çalışır hâle getiremedim; henüz hiçbir şey yayınlanmadı.' : 'Değişiklikleri çalışır hâle getiremedim; son çalışan sürüm yayında kalıyor.'} ${attempts} düzeltme denedim; hâlâ çıkan hatalar:\n${problems.map((p) => `- ${p}`).join('\n')}\n${isNew ? 'Uygulamayı' : 'Değişikliği'} farklı ya da daha küçük adımlarla anlatmayı deneyin.`,
    repaired: (problems) => `Uygulamayı kontrol ederken çıkan hataları düzelttim: ${problems.join('; ')}`,
    budget: (budget, isNew) =>
      `Bu mesajın token bütçesi (${budget.toLocaleString('tr')} token) iş bitmeden doldu, bu yüzden durdum. ${isNew ? 'Henüz hiçbir şey yayınlanmadı; daha küçük bir ilk sürüm isteyin.' : 'Son çalışan sürüm yayında kalıyor; daha küçük bir değişiklik isteyin.'}`,
    budgetPartial: (budget) =>
      `Bu mesajın token bütçesinde (${budget.toLocaleString('tr')} token) durdum: bu sürüm çalışıyor ama istediklerinizin hepsini henüz içermeyebilir.`,
    skipped: (what) => `${what} Atelier'de çalışmaz (paketler Atelier'in setinden gelir)`,
    notApplied: (items) => `Uygulanmayanlar:\n${items.map((item) => `- ${item}`).join('\n')}`,
  },
};

/** A fixed text in the reply language (English for languages without their own texts). */
export function text<K extends keyof Texts>(key: K, language: Language): Texts[K] {
  return TEXTS[lang(language)][key];
}

export function repairRequest(problems: string[], attempt: number, max: number): string {
  return `The project does not work yet (fix attempt ${attempt} of ${max}):\n${problems.join('\n')}\nFix the cause with the smallest change, then finish.`;
}

export const NUDGE_NO_FILES = `You did not write any file, so nothing changed in the app. Write the files now, with the tools or the tagged format (complete files, each in its own <file path="..."> tag), then finish.`;
