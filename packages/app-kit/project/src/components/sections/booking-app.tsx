/**
 * A whole booking site described by a `BookingSchema`: the frame with its pages, and on them the
 * sections the schema lists (the hero, the services or events, the booking form, the visitor's bookings,
 * the team and the questions). The visitor's bookings are kept in localStorage; with the app's shared data
 * every booking also reaches the owner and marks its time (or seats) as taken for everyone.
 */
import * as React from 'react';
import { useNavigate } from 'react-router-dom';

import { AppPages } from '@/components/sections/app-shell';
import { BookingForm } from '@/components/sections/booking/booking-form';
import { BookingHero } from '@/components/sections/booking/booking-hero';
import { BookingMine } from '@/components/sections/booking/booking-mine';
import { BookingServices } from '@/components/sections/booking/booking-services';
import { BookingFaq, BookingTeam } from '@/components/sections/booking/booking-team';
import { addBooking, cancelBooking, savedBookings, type Busy } from '@/components/sections/booking/logic';
import { deleteRecord, listRecords, saveRecord, updateRecord } from '@/lib/shared-data';
import type { SectionSlot } from '@/lib/app-frame';
import type { Booking, BookingSchema, BookingSectionId, Offering, Taken } from '@/lib/booking';
import { useAppData } from '@/lib/stored-state';

/** The sections that carry their page's <h1>. */
const HEROES: readonly BookingSectionId[] = ['hero'];

function withShared(id: string, shared: Booking['shared']) {
  return (previous: Booking[]) =>
    previous.map((b) => (b.id === id ? { ...b, shared: { ...b.shared, ...shared } } : b));
}

/** The services' buttons pick one for the form: scrolled to on this page, else opened on its page. */
function useChooser(schema: BookingSchema, setSelectedId: (id: string) => void) {
  const navigate = useNavigate();
  return (offering: Offering, from: string) => {
    setSelectedId(offering.id);
    const form = schema.sections.find((s) => s.id === 'book');
    if (!form) return;
    if (form.page === from) {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      document
        .getElementById('book')
        ?.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
      return;
    }
    const page = schema.frame.pages.find((p) => p.id === form.page);
    void navigate(page && page !== schema.frame.pages[0] ? page.path : '/');
  };
}

export function BookingApp({
  schema,
  now = new Date(),
}: {
  schema: BookingSchema;
  /** The visitor's clock: which days and times can be booked follows it. */
  now?: Date;
}) {
  const { backend } = schema;
  const [stored, setStored] = useAppData<Booking[]>(schema.frame, schema.storage.key, () => []);
  const bookings = savedBookings(stored);
  const update = (change: (previous: Booking[]) => Booking[]) =>
    setStored((previous) => change(savedBookings(previous)));
  const [selectedId, setSelectedId] = React.useState(schema.offerings[0]?.id ?? '');
  const [slots, setSlots] = React.useState<Taken[]>([]);
  React.useEffect(() => {
    if (!backend) return;
    let live = true;
    void listRecords<Taken>(backend, 'slots', 'per_page=100&sort=-created_at').then((rows) => {
      if (live) setSlots(rows.map((row) => row.data));
    });
    return () => {
      live = false;
    };
  }, [backend]);
  const busy: Busy = {
    bookings,
    taken: slots.filter((slot) => !bookings.some((b) => b.id === slot.bookingId)),
    shared: backend !== null,
  };
  const choose = useChooser(schema, setSelectedId);

  function book(booking: Booking) {
    update((previous) => addBooking(previous, booking));
    if (!backend) return;
    const { id, offeringId, date, time, tickets } = booking;
    void saveRecord(backend, 'bookings', { ...booking, status: 'booked' }).then((record) => {
      if (record) update(withShared(id, { booking: record }));
    });
    void saveRecord(backend, 'slots', { offeringId, date, time, tickets, bookingId: id }).then((record) => {
      if (record) update(withShared(id, { slot: record }));
    });
  }

  function cancel(booking: Booking) {
    const shared = booking.shared;
    if (shared?.booking) void updateRecord(backend, 'bookings', shared.booking, { status: 'cancelled' });
    if (shared?.slot) void deleteRecord(backend, 'slots', shared.slot);
    update((previous) => cancelBooking(previous, booking.id));
  }

  function section(slot: SectionSlot<BookingSectionId>) {
    switch (slot.id) {
      case 'hero':
        return <BookingHero schema={schema} page={slot.page} />;
      case 'services':
        return (
          <BookingServices
            schema={schema}
            title={slot.title}
            selectedId={selectedId}
            busy={busy}
            canBook={schema.sections.some((s) => s.id === 'book')}
            onChoose={(offering) => choose(offering, slot.page)}
            now={now}
          />
        );
      case 'book':
        return (
          <BookingForm
            schema={schema}
            title={slot.title}
            selectedId={selectedId}
            onSelect={setSelectedId}
            busy={busy}
            onBook={book}
            now={now}
          />
        );
      case 'my-bookings':
        return (
          <BookingMine schema={schema} title={slot.title} bookings={bookings} onCancel={cancel} now={now} />
        );
      case 'team':
        return <BookingTeam schema={schema} title={slot.title} />;
      case 'faq':
        return <BookingFaq schema={schema} title={slot.title} />;
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
