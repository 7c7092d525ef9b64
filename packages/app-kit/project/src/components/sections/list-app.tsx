/**
 * A whole list app described by a `ListSchema`, for a thing no other kind fits: the frame with its
 * pages, and on them the sections the schema lists (a hero, the list with its form, search, filters and
 * downloads, the figures with a chart, what the app is for), sharing one list of items kept in
 * localStorage under "{slug}:items". Every word it shows comes from the schema.
 */
import * as React from 'react';

import { AppPages } from '@/components/sections/app-shell';
import { ListAbout } from '@/components/sections/list/list-about';
import { ListHero } from '@/components/sections/list/list-hero';
import { ListItems } from '@/components/sections/list/list-items';
import { ListStats } from '@/components/sections/list/list-stats';
import { savedItems } from '@/components/sections/list/logic';
import type { SectionSlot } from '@/lib/app-frame';
import { todayKey, type DayKey } from '@/lib/dates';
import type { ListItem, ListSchema, ListSectionId } from '@/lib/list';
import { useAppData } from '@/lib/stored-state';

/** The sections that carry their page's <h1>. */
const HEROES: readonly ListSectionId[] = ['hero'];

export interface ListAppProps {
  schema: ListSchema;
  /** The day the app treats as today (YYYY-MM-DD); the browser's local day when not given. */
  today?: DayKey;
}

export function ListApp({ schema, today: fixedToday }: ListAppProps) {
  const today = fixedToday ?? todayKey();
  const { frame } = schema;
  const [stored, setStored] = useAppData<ListItem[]>(frame, 'items', () => schema.seed);
  const items = React.useMemo(() => savedItems(stored), [stored]);
  const setItems = React.useCallback(
    (update: (previous: ListItem[]) => ListItem[]) => setStored((previous) => update(savedItems(previous))),
    [setStored],
  );
  const pageOf = (id: ListSectionId) => schema.sections.find((s) => s.id === id)?.page;
  const listPage = pageOf('collection');
  const heroPage = pageOf('hero');
  const home = frame.pages[0];

  function section(slot: SectionSlot<ListSectionId>) {
    // Under a centred hero the sections are centred too; on a page of their own they line up with its heading.
    const narrow = slot.page === heroPage;
    switch (slot.id) {
      case 'hero': {
        const page = frame.pages.find((p) => p.id === slot.page) ?? home;
        return (
          <ListHero
            schema={schema}
            title={page?.title ?? frame.name}
            subtitle={page?.subtitle}
            listHere={listPage === slot.page}
          />
        );
      }
      case 'collection':
        return (
          <ListItems schema={schema} items={items} setItems={setItems} title={slot.title} narrow={narrow} />
        );
      case 'stats':
        return <ListStats schema={schema} items={items} today={today} title={slot.title} narrow={narrow} />;
      case 'about':
        return <ListAbout schema={schema} title={slot.title} narrow={narrow} />;
    }
  }

  return <AppPages frame={frame} sections={schema.sections} render={section} layout="site" heroes={HEROES} />;
}
