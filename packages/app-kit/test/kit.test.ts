import path from 'node:path';
import { describe, expect, it } from 'vitest';

import { cn } from '@/lib/utils';
import { isCuratedPackage, kitFiles, packageOf } from '../src/index.ts';

/** shadcn/ui's file names: agents import these paths as they know them. */
const COMPONENTS = [
  'accordion',
  'alert',
  'alert-dialog',
  'aspect-ratio',
  'avatar',
  'badge',
  'breadcrumb',
  'button',
  'card',
  'checkbox',
  'collapsible',
  'context-menu',
  'dialog',
  'dropdown-menu',
  'form',
  'hover-card',
  'input',
  'label',
  'native-select',
  'navigation-menu',
  'pagination',
  'popover',
  'progress',
  'radio-group',
  'scroll-area',
  'select',
  'separator',
  'sheet',
  'skeleton',
  'slider',
  'sonner',
  'switch',
  'table',
  'tabs',
  'textarea',
  'toggle',
  'toggle-group',
  'tooltip',
];

/**
 * Sections: whole apps and parts of apps built from data (a `CollectionSchema`, a `TasksSchema`), with
 * their helper modules.
 */
const SECTIONS = [
  'app-shell.tsx',
  'bar-chart.tsx',
  'blog-app.tsx',
  'blog/blog-about.tsx',
  'blog/blog-hero.tsx',
  'blog/logic.ts',
  'blog/new-post.tsx',
  'blog/post-card.tsx',
  'blog/post-icon.tsx',
  'blog/post-list.tsx',
  'blog/post-reader.tsx',
  'booking-app.tsx',
  'booking/booking-form.tsx',
  'booking/booking-hero.tsx',
  'booking/booking-mine.tsx',
  'booking/booking-questions.tsx',
  'booking/booking-services.tsx',
  'booking/booking-team.tsx',
  'booking/logic.ts',
  'booking/offering-icon.tsx',
  'budget-app.tsx',
  'budget/category-breakdown.tsx',
  'budget/currency-setting.tsx',
  'budget/logic.ts',
  'budget/month-picker.tsx',
  'budget/month-summary.tsx',
  'budget/monthly-trend.tsx',
  'budget/transactions.tsx',
  'collection-app.tsx',
  'collection/field-value.tsx',
  'collection/format.ts',
  'collection/item-form.tsx',
  'collection/item-list.tsx',
  'collection/logic.ts',
  'collection/summaries.tsx',
  'collection/use-collection.ts',
  'dashboard-app.tsx',
  'dashboard/add-record.tsx',
  'dashboard/charts.tsx',
  'dashboard/dashboard-settings.tsx',
  'dashboard/kpis.tsx',
  'dashboard/logic.ts',
  'dashboard/range-picker.tsx',
  'dashboard/records-table.tsx',
  'data-settings.tsx',
  'fitness-app.tsx',
  'fitness/goals.tsx',
  'fitness/logic.ts',
  'fitness/personal-bests.tsx',
  'fitness/week-summary.tsx',
  'fitness/weekly-chart.tsx',
  'fitness/workout-log.tsx',
  'form-field.tsx',
  'habits-app.tsx',
  'habits/habit-archive.tsx',
  'habits/habit-chart.tsx',
  'habits/habit-history.tsx',
  'habits/habit-list.tsx',
  'habits/habit-stats.tsx',
  'habits/logic.ts',
  'kanban-app.tsx',
  'kanban/board-chart.tsx',
  'kanban/board-column.tsx',
  'kanban/board-summary.tsx',
  'kanban/card-item.tsx',
  'kanban/column-limits.tsx',
  'kanban/kanban-board.tsx',
  'kanban/logic.ts',
  'landing-app.tsx',
  'landing/landing-blocks.tsx',
  'landing/landing-donate.tsx',
  'landing/landing-footer.tsx',
  'landing/landing-forms.tsx',
  'landing/landing-hero.tsx',
  'landing/landing-pricing.tsx',
  'landing/logic.ts',
  'list-app.tsx',
  'list-tools.tsx',
  'list/list-about.tsx',
  'list/list-hero.tsx',
  'list/list-items.tsx',
  'list/list-stats.tsx',
  'list/logic.ts',
  'notes-app.tsx',
  'notes/logic.ts',
  'notes/markdown-preview.tsx',
  'notes/markdown.ts',
  'notes/note-chart.tsx',
  'notes/note-editor.tsx',
  'notes/note-stats.tsx',
  'notes/note-workspace.tsx',
  'panel.tsx',
  'portfolio-app.tsx',
  'portfolio/logic.ts',
  'portfolio/portfolio-contact.tsx',
  'portfolio/portfolio-hero.tsx',
  'portfolio/portfolio-packages.tsx',
  'portfolio/portfolio-profile.tsx',
  'portfolio/project-grid.tsx',
  'portfolio/project-icon.tsx',
  'quiz-app.tsx',
  'quiz/logic.ts',
  'quiz/quiz-hero.tsx',
  'quiz/quiz-play.tsx',
  'quiz/quiz-scores.tsx',
  'recipes-app.tsx',
  'recipes/add-recipe.tsx',
  'recipes/logic.ts',
  'recipes/recipe-card.tsx',
  'recipes/recipe-dialog.tsx',
  'recipes/recipe-icon.tsx',
  'recipes/recipe-list.tsx',
  'recipes/recipes-hero.tsx',
  'restaurant-app.tsx',
  'restaurant/logic.ts',
  'restaurant/restaurant-booking.tsx',
  'restaurant/restaurant-hero.tsx',
  'restaurant/restaurant-hours.tsx',
  'restaurant/restaurant-location.tsx',
  'restaurant/restaurant-menu.tsx',
  'restaurant/restaurant-story.tsx',
  'site-chips.tsx',
  'site-hero.tsx',
  'site-section.tsx',
  'site-steps.tsx',
  'store-app.tsx',
  'store/cart-button.tsx',
  'store/cart-view.tsx',
  'store/checkout-form.tsx',
  'store/logic.ts',
  'store/newsletter-signup.tsx',
  'store/product-card.tsx',
  'store/product-grid.tsx',
  'store/product-icon.tsx',
  'store/store-hero.tsx',
  'store/store-info.tsx',
  'store/use-cart.ts',
  'tasks-app.tsx',
  'tasks/logic.ts',
  'tasks/task-chart.tsx',
  'tasks/task-list.tsx',
  'tasks/task-stats.tsx',
];

/** Module specifiers of `import … from`, `export … from`, `import '…'` and `import('…')`. */
function importsOf(source: string): string[] {
  const pattern =
    /(?:^|[\s;])(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => (match[1] ?? match[2])!);
}

/** The kit file an `@/…` specifier names, as a project's bundler would find it, if there is one. */
function resolveKitImport(specifier: string, files: Readonly<Record<string, string>>): string | undefined {
  const base = `src/${specifier.slice('@/'.length)}`;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) =>
    Object.hasOwn(files, candidate),
  );
}

describe('kitFiles', () => {
  it('holds every component, the utils and the theme, keyed by project path', () => {
    const files = kitFiles();
    const components = Object.keys(files)
      .filter((file) => file.startsWith('src/components/ui/'))
      .sort();

    // Sorted as file names sort: 'toggle-group.tsx' comes before 'toggle.tsx'.
    expect(components).toEqual(COMPONENTS.map((name) => `src/components/ui/${name}.tsx`).sort());
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'src/lib/utils.ts',
        'src/lib/collection.ts',
        'src/lib/tasks.ts',
        'src/lib/notes.ts',
        'src/lib/habits.ts',
        'src/lib/budget.ts',
        'src/lib/dashboard.ts',
        'src/lib/fitness.ts',
        'src/lib/kanban.ts',
        'src/lib/list.ts',
        'src/lib/app-frame.ts',
        'src/lib/carry-over.ts',
        'src/lib/dates.ts',
        'src/lib/download.ts',
        'src/lib/id.ts',
        'src/lib/stored-state.ts',
        'src/lib/forms.ts',
        'src/lib/money.ts',
        'src/lib/shared-data.ts',
        'src/index.css',
        'src/styles/kit-theme.css',
      ]),
    );
    expect(
      Object.keys(files)
        .filter((file) => file.startsWith('src/components/sections/'))
        .sort(),
    ).toEqual(SECTIONS.map((name) => `src/components/sections/${name}`).sort());
    expect(files['src/lib/utils.ts']).toContain('export function cn(');
  });

  it('imports only other kit files, react and the packages app-kit depends on', () => {
    const files = kitFiles();
    const problems: string[] = [];
    for (const [file, source] of Object.entries(files)) {
      if (!/\.tsx?$/.test(file)) continue;
      for (const specifier of importsOf(source)) {
        const ok = specifier.startsWith('@/')
          ? resolveKitImport(specifier, files) !== undefined
          : isCuratedPackage(packageOf(specifier));
        if (!ok) problems.push(`${file}: ${specifier}`);
      }
    }

    expect(problems).toEqual([]);
  });

  it('finds the imports it checks', () => {
    // Guards the check above against a pattern that silently matches nothing.
    expect(importsOf(kitFiles()['src/components/ui/form.tsx']!)).toEqual(
      expect.arrayContaining([
        'react',
        '@radix-ui/react-slot',
        'react-hook-form',
        '@/lib/utils',
        '@/components/ui/label',
      ]),
    );
  });

  it('finds the imports of a section, kit files and its own modules alike', () => {
    expect(importsOf(kitFiles()['src/components/sections/collection-app.tsx']!)).toEqual(
      expect.arrayContaining([
        'react',
        'lucide-react',
        '@/components/ui/alert-dialog',
        '@/lib/collection',
        '@/components/sections/collection/use-collection',
      ]),
    );
  });

  it('imports from its stylesheets only tailwindcss and other kit stylesheets', () => {
    const files = kitFiles();
    const problems: string[] = [];
    for (const [file, source] of Object.entries(files)) {
      if (!file.endsWith('.css')) continue;
      for (const [, specifier] of source.matchAll(/@import\s+['"]([^'"]+)['"]/g)) {
        if (specifier === 'tailwindcss') continue;
        const target = path.posix.join(path.posix.dirname(file), specifier!);
        if (!specifier!.startsWith('.') || !Object.hasOwn(files, target))
          problems.push(`${file}: ${specifier}`);
      }
    }

    expect(problems).toEqual([]);
  });

  it('keeps one copy of the theme: index.css imports kit-theme.css', () => {
    const files = kitFiles();

    expect(files['src/index.css']).toMatch(
      /@import ['"]tailwindcss['"];\s*@import ['"]\.\/styles\/kit-theme\.css['"];/,
    );
    expect(files['src/index.css']).toContain('@custom-variant dark (&:where(.dark, .dark *));');
    expect(files['src/styles/kit-theme.css']).not.toMatch(/^\s*@import/m);
    expect(files['src/styles/kit-theme.css']).toContain('@theme inline');
  });
});

describe('cn', () => {
  it('lets the last of two conflicting Tailwind classes win', () => {
    expect(cn('px-2', 'px-4')).toBe('px-4');
    expect(cn('text-sm text-muted-foreground', 'text-destructive')).toBe('text-sm text-destructive');
  });

  it('drops falsy values and flattens arrays and objects', () => {
    expect(cn('flex', false, undefined, null, ['gap-2', { hidden: false, 'items-center': true }])).toBe(
      'flex gap-2 items-center',
    );
  });
});
