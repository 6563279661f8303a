import './ministries.css';
import { CalendarDays, Clock, UserRound, Users } from 'lucide-react';
import type { EventCategory } from '#shared/constants.js';
import { SITE_ROUTES, type SiteRoute } from '#shared/routes.js';
import type { MinistryId } from '#shared/schemas/site-content.js';
import { EventCard } from '#web/components/event-card/EventCard.js';
import { useChurchTimeZone } from '#web/features/settings/index.js';
import { EmptyState } from '#web/components/EmptyState.js';
import { Hero } from '#web/components/Hero.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { useUpcomingEvents } from '#web/features/events/index.js';
import { useSiteContent } from '#web/features/site-content/index.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
// With the page (it no longer brings zod or react-hook-form): it hydrates with it, so a click on
// "Sign me up" is never the browser's own submission of a form not yet alive.
import { FoundationSchoolSignup } from './FoundationSchoolSignup.js';

const MINISTRIES: Record<MinistryId, { route: SiteRoute; category: EventCategory }> = {
  foundationSchool: { route: SITE_ROUTES.foundationSchool, category: 'main' },
  children: { route: SITE_ROUTES.children, category: 'children' },
  teens: { route: SITE_ROUTES.teens, category: 'teens' },
};

/** Foundation School, Children Ministry and Teens Ministry: one page shape, the church's words. */
export function MinistryPage({ ministry: id }: { ministry: MinistryId }) {
  const churchZone = useChurchTimeZone();
  const { route, category } = MINISTRIES[id];
  usePageMeta(route);
  const { content, isLoading } = useSiteContent();
  const ministry = content.ministries[id];
  const events = useUpcomingEvents();
  const ministryEvents = (events.data ?? []).filter((event) => event.category === category);

  return (
    <>
      <Hero
        eyebrow="Ministries"
        title={route.title}
        lead={isLoading ? <Skeleton width="80%" height="1rem" /> : ministry.tagline}
      />
      <section className="ministry" aria-label={`About ${route.title}`}>
        <div className="container ministry__layout">
          <div className="ministry__about">
            <h2 className="section-title">What it is</h2>
            {isLoading ? (
              <Skeleton height="8rem" />
            ) : (
              <p className="ministry__description">{ministry.description}</p>
            )}
            {id === 'foundationSchool' ? <FoundationSchoolSignup /> : null}
          </div>
          <aside className="ministry__facts" aria-label="At a glance">
            {ministry.imageUrl ? (
              <img className="ministry__image" src={ministry.imageUrl} alt="" loading="lazy" />
            ) : null}
            <dl className="ministry__fact-list">
              {ministry.audience ? (
                <div className="ministry__fact">
                  <dt>
                    <Users aria-hidden="true" size={18} /> Who it is for
                  </dt>
                  <dd>{ministry.audience}</dd>
                </div>
              ) : null}
              {ministry.leader ? (
                <div className="ministry__fact">
                  <dt>
                    <UserRound aria-hidden="true" size={18} /> Who leads it
                  </dt>
                  <dd>
                    <span className="ministry__leader">{ministry.leader}</span>
                    {ministry.leaderRole ? (
                      <span className="ministry__role">{ministry.leaderRole}</span>
                    ) : null}
                  </dd>
                </div>
              ) : null}
              {ministry.meets ? (
                <div className="ministry__fact">
                  <dt>
                    <Clock aria-hidden="true" size={18} /> When it meets
                  </dt>
                  <dd>{ministry.meets}</dd>
                </div>
              ) : null}
            </dl>
          </aside>
        </div>
      </section>
      <section className="ministry-events" aria-labelledby="ministry-events-title">
        <div className="container">
          <h2 id="ministry-events-title" className="section-title">
            Upcoming events
          </h2>
          {events.isPending ? (
            <p className="ministry-events__note">Loading events...</p>
          ) : events.isError ? (
            <p className="ministry-events__note" role="alert">
              Failed to fetch events
            </p>
          ) : ministryEvents.length === 0 ? (
            <EmptyState icon={CalendarDays} title="No upcoming events yet">
              <p>New events appear here as soon as they are planned.</p>
            </EmptyState>
          ) : (
            <div className="ministry-events__grid">
              {ministryEvents.map((event) => (
                <EventCard key={event._id} event={event} churchZone={churchZone} />
              ))}
            </div>
          )}
        </div>
      </section>
    </>
  );
}
