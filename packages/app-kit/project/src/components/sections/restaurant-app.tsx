/**
 * A whole restaurant site described by a `RestaurantSchema`: the frame with its pages, and on them the
 * sections the schema lists (the hero, the menu, the story, the opening hours, table reservations,
 * reviews and where to find it), with the visitor's reservations kept in localStorage. Every word it
 * shows comes from the schema.
 */
import { AppPages } from '@/components/sections/app-shell';
import { savedReservations } from '@/components/sections/restaurant/logic';
import { RestaurantBooking } from '@/components/sections/restaurant/restaurant-booking';
import { RestaurantHero } from '@/components/sections/restaurant/restaurant-hero';
import { RestaurantHours } from '@/components/sections/restaurant/restaurant-hours';
import { RestaurantLocation } from '@/components/sections/restaurant/restaurant-location';
import { RestaurantMenu } from '@/components/sections/restaurant/restaurant-menu';
import { RestaurantReviews, RestaurantStory } from '@/components/sections/restaurant/restaurant-story';
import type { SectionSlot } from '@/lib/app-frame';
import type { Reservation, RestaurantSchema, RestaurantSectionId } from '@/lib/restaurant';
import { useAppData } from '@/lib/stored-state';

/** The sections that carry their page's <h1>. */
const HEROES: readonly RestaurantSectionId[] = ['hero'];

export function RestaurantApp({
  schema,
  now = new Date(),
}: {
  schema: RestaurantSchema;
  /** The visitor's clock: what is open and bookable follows it. */
  now?: Date;
}) {
  const [stored, setReservations] = useAppData<Reservation[]>(schema.frame, schema.storage.key, () => []);
  const reservations = savedReservations(stored);

  function section(slot: SectionSlot<RestaurantSectionId>) {
    switch (slot.id) {
      case 'hero':
        return <RestaurantHero schema={schema} page={slot.page} now={now} />;
      case 'menu':
        return <RestaurantMenu schema={schema} title={slot.title} />;
      case 'story':
        return <RestaurantStory schema={schema} title={slot.title} />;
      case 'hours':
        return <RestaurantHours schema={schema} title={slot.title} now={now} />;
      case 'reservations':
        return (
          <RestaurantBooking
            schema={schema}
            title={slot.title}
            reservations={reservations}
            onChange={(update) => setReservations((previous) => update(savedReservations(previous)))}
            now={now}
          />
        );
      case 'reviews':
        return <RestaurantReviews schema={schema} title={slot.title} />;
      case 'location':
        return <RestaurantLocation schema={schema} title={slot.title} />;
    }
  }

  return (
    <AppPages
      frame={schema.frame}
      sections={schema.sections}
      render={section}
      layout="site"
      heroes={HEROES}
    />
  );
}
