/**
 * The /chat home (core §2): hero, the prompt box with the typed slogan and the agent picker, example
 * prompts of the chosen agent; for signed-in people their conversations and products; the showcase.
 */
import { lazy, Suspense, useState } from 'react';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AccountBanners } from '@/features/auth';
import { Skeleton } from '@/components/ui/skeleton';
import { Composer, SloganPlaceholder } from '@/features/composer';
import { useAuth } from '@/lib/auth';
import { loadTextSection, useLanguage } from '@/lib/i18n';
import { cn } from '@/utils/cn';
import { lazyAfterPaint } from '@/utils/lazy-after-paint';
import { useCategories } from '../api/get-categories';
import { useSendFromHome } from '../hooks/use-send-from-home';
import { categoryExamples, defaultCategory } from '../lib/categories';
import { localizedText } from '../lib/localized';

// Below the fold or on demand: loaded right after the first paint, keeping /chat's first load small
// (the grids once the hero has painted, so their chunks and data do not compete with it).
const AgentSelect = lazyAfterPaint(() =>
  import('@/features/composer/components/agent-select').then((m) => ({ default: m.AgentSelect })),
);
// The grids' "5 minutes ago" words come with them: the browser's own wording, which stands in until the
// words arrive, costs a phone tens of milliseconds to set up per language.
const withTimeAgo = <T,>(module: Promise<T>) =>
  Promise.all([module, loadTextSection('timeAgo').catch(() => undefined)]).then(([loaded]) => loaded);
const ConversationsGrid = lazyAfterPaint(() =>
  withTimeAgo(import('./conversations-grid')).then((m) => ({ default: m.ConversationsGrid })),
);
const ProjectsGrid = lazyAfterPaint(() =>
  withTimeAgo(import('./projects-grid')).then((m) => ({ default: m.ProjectsGrid })),
);
const FeaturedGrid = lazyAfterPaint(() =>
  import('./featured-grid').then((m) => ({ default: m.FeaturedGrid })),
);
const LoginRequiredDialog = lazy(() =>
  import('./login-required-dialog').then((m) => ({ default: m.LoginRequiredDialog })),
);

const EXAMPLE_CHIP = 'max-w-[20rem] rounded-full';

/**
 * The examples' place while the agents load: as tall as the chips that replace it (most examples fill a
 * chip's width, one per row on a phone), so the sections below do not jump when they arrive.
 */
function ExamplesPlaceholder() {
  return (
    <div className="flex flex-col items-center gap-2.5" aria-busy="true">
      <Skeleton className="my-0.5 h-3 w-24 rounded" />
      <div className="flex flex-wrap justify-center gap-2">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className={cn(EXAMPLE_CHIP, 'h-[34px] w-[20rem]')} />
        ))}
      </div>
    </div>
  );
}

function SectionFallback() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <Skeleton className="h-6 w-48 rounded-lg" />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
        <Skeleton className="h-28 rounded-2xl" />
      </div>
    </div>
  );
}

export function ChatHome() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user } = useAuth();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = useCategories();
  const list = categories.data ?? [];
  const selected = list.find((c) => c.id === categoryId) ?? defaultCategory(list);
  const examples = categoryExamples(selected, language).slice(0, 4);
  const { send, sending, loginRequired, setLoginRequired } = useSendFromHome({
    onSent: () => {
      setText('');
      setFiles([]);
    },
  });

  const options = list.map((c) => ({ value: String(c.id), label: localizedText(c.name, language) }));

  return (
    <div className="relative flex flex-1 flex-col">
      <div className="pointer-events-none absolute inset-x-0 top-0 h-[520px] bg-glow" aria-hidden="true" />
      <div className="relative mx-auto flex w-full max-w-6xl flex-col gap-14 px-4 pt-6 pb-24 sm:px-6 sm:pt-10">
        <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
          <AccountBanners user={user} />
          <div className="flex flex-col items-center gap-4 pt-4 text-center sm:pt-10">
            <span className="inline-flex items-center gap-1.5 rounded-full border border-line bg-surface/60 px-3 py-1 text-xs font-medium text-fg-muted backdrop-blur">
              <Sparkles className="size-3.5 text-accent" aria-hidden="true" />
              {t('home.badge')}
            </span>
            <h1 className="text-[2rem] leading-tight font-semibold tracking-tight text-balance sm:text-5xl">
              {t('home.title')}
            </h1>
            <p className="max-w-xl text-base text-balance text-fg-muted sm:text-lg">{t('home.subtitle')}</p>
          </div>
          <Composer
            value={text}
            onValueChange={setText}
            files={files}
            onFilesChange={setFiles}
            sending={sending}
            placeholderOverlay={<SloganPlaceholder />}
            onSubmit={({ text: content, files: attached }) =>
              void send({
                content,
                files: attached,
                categoryName: selected ? localizedText(selected.name, 'en') : null,
              })
            }
            toolbar={
              <Suspense fallback={<Skeleton className="h-9 w-32 rounded-xl" />}>
                <AgentSelect
                  options={options}
                  value={selected ? String(selected.id) : null}
                  onChange={(value) => setCategoryId(Number(value))}
                />
              </Suspense>
            }
          />
          {categories.isPending ? (
            <ExamplesPlaceholder />
          ) : examples.length > 0 ? (
            <div className="flex flex-col items-center gap-2.5">
              <p className="text-xs font-medium tracking-wide text-fg-subtle uppercase">
                {t('home.examples')}
              </p>
              <ul className="flex flex-wrap justify-center gap-2">
                {examples.map((example) => (
                  <li key={example}>
                    <button
                      type="button"
                      onClick={() => setText(example)}
                      className={cn(
                        EXAMPLE_CHIP,
                        'truncate border border-line bg-surface/60 px-3.5 py-1.5 text-[13px] leading-5 text-fg-muted backdrop-blur transition-colors hover:border-line-strong hover:text-fg focus-visible:outline-2 focus-visible:outline-accent',
                      )}
                    >
                      {example}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {user ? (
          <>
            <Suspense fallback={<SectionFallback />}>
              <ConversationsGrid />
            </Suspense>
            <Suspense fallback={<SectionFallback />}>
              <ProjectsGrid />
            </Suspense>
          </>
        ) : null}
        <Suspense fallback={<SectionFallback />}>
          <FeaturedGrid />
        </Suspense>
      </div>
      {loginRequired ? (
        <Suspense fallback={null}>
          <LoginRequiredDialog open={loginRequired} onOpenChange={setLoginRequired} />
        </Suspense>
      ) : null}
    </div>
  );
}
