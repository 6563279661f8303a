import './events-page.css';
import { CalendarDays, Rss } from 'lucide-react';
import { useState } from 'react';
import { API } from '#shared/api-paths.js';
import { EVENT_CATEGORIES, EVENT_CATEGORY_LABELS, type EventCategory } from '#shared/constants.js';
import { MESSAGES } from '#shared/messages.js';
import { SITE_ROUTES, eventAnchor } from '#shared/routes.js';
import { Banner } from '#web/components/Banner.js';
import { buttonClass } from '#web/components/button-class.js';
import { EmptyState } from '#web/components/EmptyState.js';
import { EventCard } from '#web/components/event-card/EventCard.js';
import { Hero } from '#web/components/Hero.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { usePublicSettings, useChurchTimeZone } from '#web/features/settings/index.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
import { useHydrated } from '#web/lib/use-hydrated.js';
import { EventCalendarActions } from './EventCalendarActions.js';
import { useUpcomingEvents } from './get-upcoming-events.js';

const SKELETON_CARDS = 3;
type Filter = 'all' | EventCategory;

/**
 * webcal:// makes calendar apps offer to subscribe rather than download once. The address the
 * page was opened at, once in the browser; the site's public address on the server.
 */
function feedUrls(origin: string): { subscribe: string; download: string } {
  const { host, protocol } = new URL(origin || 'http://localhost');
  return {
    subscribe: `${protocol === 'https:' ? 'webcals' : 'webcal'}://${host}${API.eventsCalendarFeed}`,
    download: API.eventsCalendarFeed,
  };
}

function SubscribeLinks({ siteUrl }: { siteUrl: string }) {
  const hydrated = useHydrated();
  const urls = feedUrls(hydrated ? window.location.origin : siteUrl);
  return (
    <div className="events-subscribe">
      <a className={buttonClass({ variant: 'primary' })} href={urls.subscribe}>
        <Rss aria-hidden="true" size={18} />
        Subscribe to our calendar
      </a>
      <a className={buttonClass({ variant: 'outline' })} href={urls.download} download="events.ics">
        Calendar feed (.ics)
      </a>
    </div>
  );
}

/** The public Upcoming Events page: cards with Add to Calendar. */
export function EventsPage() {
  const churchZone = useChurchTimeZone();
  usePageMeta(SITE_ROUTES.events);
  const { settings } = usePublicSettings();
  const events = useUpcomingEvents();
  const [filter, setFilter] = useState<Filter>('all');
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const shown = (events.data ?? []).filter(
    (event) => filter === 'all' || event.category === filter,
  );
  const categoriesPresent = new Set((events.data ?? []).map((event) => event.category));

  return (
    <>
      <Hero
        eyebrow="Calendar"
        title={SITE_ROUTES.events.title}
        lead="Services, conferences and gatherings for every age. Add them to your calendar so you never miss one."
        actions={<SubscribeLinks siteUrl={settings.publicSiteUrl} />}
      />
      <section className="events-page container" aria-label="Events">
        {events.isPending ? (
          <>
            <p className="events-page__status" role="status">
              {MESSAGES.events.loading}
            </p>
            <div className="events-page__grid" aria-hidden="true">
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <Skeleton key={index} height="24rem" />
              ))}
            </div>
          </>
        ) : events.isError ? (
          dismissedAt === events.errorUpdatedAt ? null : (
            <Banner tone="error" onDismiss={() => setDismissedAt(events.errorUpdatedAt)}>
              {MESSAGES.events.loadFailed}{' '}
              <button
                type="button"
                className="events-page__retry"
                onClick={() => void events.refetch()}
              >
                Try again
              </button>
            </Banner>
          )
        ) : events.data.length === 0 ? (
          <EmptyState icon={CalendarDays} title="No upcoming events right now">
            <p>
              New events appear here as soon as they are planned. Subscribe to our calendar to get
              them automatically.
            </p>
          </EmptyState>
        ) : (
          <>
            {categoriesPresent.size > 1 ? (
              <div className="events-filter" role="group" aria-label="Show events for">
                {(['all', ...EVENT_CATEGORIES] as const)
                  .filter((value) => value === 'all' || categoriesPresent.has(value))
                  .map((value) => (
                    <button
                      key={value}
                      type="button"
                      className="events-filter__chip"
                      aria-pressed={filter === value}
                      onClick={() => setFilter(value)}
                    >
                      {value === 'all' ? 'All events' : EVENT_CATEGORY_LABELS[value]}
                    </button>
                  ))}
              </div>
            ) : null}
            <ul className="events-page__grid">
              {shown.map((event, index) => (
                <li key={event._id} id={eventAnchor(event._id)}>
                  <EventCard
                    churchZone={churchZone}
                    event={event}
                    priority={index === 0}
                    headingLevel={2}
                    actions={<EventCalendarActions event={event} />}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
