// The task list app rendered on the server for a chores schema on a fixed day, at its two routes, and
// the rules it runs on (ordering, counts, the first day's seed, carry-over of saved tasks).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { TasksApp } from '@/components/sections/tasks-app';
import {
  countTasks,
  filterTasks,
  seedTasks,
  sortTasks,
  startingTasks,
  taskShape,
} from '@/components/sections/tasks/logic';
import { shapeHash } from '@/lib/carry-over';
import type { TasksSchema } from '@/lib/tasks';
import { CHORES, TODAY } from './support/chores.ts';
import { memoryStore, textOf } from './support/html.ts';

function render(schema: TasksSchema = CHORES, path = '/') {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <TasksApp schema={schema} today={TODAY} />
    </MemoryRouter>,
  );
}

describe('TasksApp', () => {
  it('shows the frame, the home page and its sections in order, with labelled controls', () => {
    const html = render();
    const text = textOf(html);
    expect(html).toMatch(/<h1[^>]*>Chore Chart<\/h1>/);
    expect(text).toContain('Who does what this week');
    const headings = [...html.matchAll(/<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => m[1]);
    expect(headings).toEqual(['Overview', 'Tasks']);
    // Both pages are in the navigation; the chart lives on the other one.
    expect(html).toContain('href="/insights"');
    expect(text).not.toContain('Completed per day');
    // Labels point at their inputs.
    for (const label of ['New task', 'Due date', 'Priority']) {
      const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
      expect(id, label).toBeTruthy();
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('aria-label="Switch to dark theme"');
    expect(html).toContain('aria-label="Search tasks"');
    expect(text).toContain('Export CSV');
  });

  it('lists open tasks first, by due date, with overdue and today marked', () => {
    const text = textOf(render());
    const order = ['Take out the bins', 'Water the plants', 'Call the plumber'].map((t) => text.indexOf(t));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toContain('Overdue · Due Mar 8');
    expect(text).toContain('Due today');
    expect(text).toContain('2 left');
    expect(text).toContain('Clear completed (1)');
  });

  it('shows the chart on its own page, and one page with every section when the app has no pages', () => {
    expect(textOf(render(CHORES, '/insights'))).toContain('Completed per day');
    const single: TasksSchema = {
      ...CHORES,
      frame: { ...CHORES.frame, pages: [CHORES.frame.pages[0]!] },
      sections: CHORES.sections.map((s) => ({ ...s, page: 'main' })),
    };
    const html = render(single);
    expect(textOf(html)).toContain('Completed per day');
    expect(html).not.toContain('href="/insights"');
  });

  it('leaves out the controls the schema turns off', () => {
    const bare: TasksSchema = {
      ...CHORES,
      frame: { ...CHORES.frame, darkToggle: false },
      features: { search: false, filters: false, forms: false, export: false },
    };
    const html = render(bare);
    expect(html).not.toContain('Search tasks');
    expect(html).not.toContain('Export CSV');
    expect(html).not.toContain('aria-pressed');
    expect(html).not.toContain('type="date"');
    expect(html).not.toContain('Switch to dark theme');
    // The title field keeps a label for screen readers.
    expect(html).toMatch(/<label[^>]*class="[^"]*sr-only[^"]*"[^>]*>New task<\/label>/);
  });
});

describe('task rules', () => {
  const tasks = seedTasks(CHORES.seed, TODAY);

  it('dates the seed from the first day', () => {
    expect(tasks.map((t) => [t.due, t.completedOn])).toEqual([
      [TODAY, null],
      ['2026-03-08', null],
      [null, '2026-03-09'],
    ]);
    expect(countTasks(tasks, TODAY)).toEqual({ total: 3, done: 1, active: 2, overdue: 1 });
  });

  it('filters and orders', () => {
    expect(filterTasks(tasks, 'done', '').map((t) => t.title)).toEqual(['Call the plumber']);
    expect(filterTasks(tasks, 'all', 'PLANTS').map((t) => t.title)).toEqual(['Water the plants']);
    expect(sortTasks(tasks).map((t) => t.id)).toEqual(['sample-2', 'sample-1', 'sample-3']);
  });

  it('starts from the seed under the stock key, and carries saved tasks over to a new key', () => {
    expect(startingTasks(CHORES, TODAY, memoryStore())).toEqual(tasks);
    // The visitor's saved stock tasks: one completed, one of their own.
    const saved = [
      { ...tasks[0]!, done: true },
      tasks[1]!,
      { ...tasks[0]!, id: 'mine', title: 'Fix the door' },
    ];
    const listed: TasksSchema = {
      ...CHORES,
      storage: { key: 'tasks-abc', base: 'tasks', stock: tasks.map((t) => shapeHash(taskShape(t))) },
      seed: [
        {
          id: 'sample-1',
          title: 'Mow the lawn',
          priority: 'medium',
          dueInDays: null,
          done: false,
          createdAt: 1,
        },
      ],
    };
    const store = memoryStore({ 'chore-chart:tasks': saved });
    expect(startingTasks(listed, TODAY, store).map((t) => t.title)).toEqual([
      'Water the plants',
      'Fix the door',
      'Mow the lawn',
    ]);
    expect(store.map.get('chore-chart:tasks-last')).toBe('tasks-abc');
    // Without persistence nothing is read.
    expect(
      startingTasks({ ...listed, frame: { ...listed.frame, persistence: false } }, TODAY, store),
    ).toHaveLength(1);
  });
});
