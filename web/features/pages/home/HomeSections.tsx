import {
  ArrowRight,
  BookOpen,
  MapPin,
  Navigation,
  Smile,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { SITE_ROUTES, type SiteRoute } from '#shared/routes.js';
import type { MinistryId } from '#shared/schemas/site-content.js';
import { ButtonLink } from '#web/components/ButtonLink.js';
import { buttonClass } from '#web/components/button-class.js';
import { EventCard } from '#web/components/event-card/EventCard.js';
import { ServiceTimesList } from '#web/components/ServiceTimesList.js';
import { TestimonyCard } from '#web/components/testimony-card/TestimonyCard.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { useUpcomingEvents } from '#web/features/events/index.js';
import { useServiceTimes } from '#web/features/services/index.js';
import { usePublicSettings, useChurchTimeZone } from '#web/features/settings/index.js';
import { useSiteContent } from '#web/features/site-content/index.js';
import { useTestimonyWall } from '#web/features/testimony-wall/index.js';

const HOME_EVENT_COUNT = 3;
const HOME_TESTIMONY_COUNT = 3;

export function HomeServiceTimes() {
  const { times, isLoading } = useServiceTimes();
  const churchZone = useChurchTimeZone();
  return (
    <section className="home-section" aria-labelledby="home-times-title">
      <div className="container">
        <p className="eyebrow">Join us</p>
        <h2 id="home-times-title" className="section-title">
          Service times
        </h2>
        {isLoading ? (
          <Skeleton height="6rem" />
        ) : (
          <ServiceTimesList times={times} churchZone={churchZone} />
        )}
      </div>
    </section>
  );
}

export function HomeEvents() {
  const churchZone = useChurchTimeZone();
  const events = useUpcomingEvents();
  const next = (events.data ?? []).slice(0, HOME_EVENT_COUNT);
  if (events.isSuccess && next.length === 0) return null;
  return (
    <section className="home-section home-section--tinted" aria-labelledby="home-events-title">
      <div className="container">
        <div className="home-section__head">
          <div>
            <p className="eyebrow">Coming up</p>
            <h2 id="home-events-title" className="section-title">
              Upcoming events
            </h2>
          </div>
          <Link to={SITE_ROUTES.events.path} className="home-section__more">
            All events <ArrowRight aria-hidden="true" size={16} />
          </Link>
        </div>
        {events.isPending ? (
          <div className="home-grid">
            {Array.from({ length: HOME_EVENT_COUNT }, (_, index) => (
              <Skeleton key={index} height="22rem" />
            ))}
          </div>
        ) : events.isError ? (
          <p className="home-section__note">Failed to fetch events</p>
        ) : (
          <div className="home-grid">
            {next.map((event) => (
              <EventCard key={event._id} event={event} churchZone={churchZone} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

const MINISTRY_LINKS: Record<MinistryId, { route: SiteRoute; icon: LucideIcon }> = {
  foundationSchool: { route: SITE_ROUTES.foundationSchool, icon: BookOpen },
  children: { route: SITE_ROUTES.children, icon: Smile },
  teens: { route: SITE_ROUTES.teens, icon: Sparkles },
};

export function HomeMinistries() {
  const { content } = useSiteContent();
  return (
    <section className="home-section" aria-labelledby="home-ministries-title">
      <div className="container">
        <p className="eyebrow">Ministries</p>
        <h2 id="home-ministries-title" className="section-title">
          A place for every age
        </h2>
        <ul className="home-grid">
          {(Object.keys(MINISTRY_LINKS) as MinistryId[]).map((id) => {
            const { route, icon: Icon } = MINISTRY_LINKS[id];
            const ministry = content.ministries[id];
            return (
              <li key={id} className="card ministry-teaser">
                <span className="card__icon" aria-hidden="true">
                  <Icon size={22} />
                </span>
                <h3 className="card__title">{route.title}</h3>
                <p className="card__text">{ministry.tagline}</p>
                <Link to={route.path} className="card__link">
                  Learn more<span className="visually-hidden"> about {route.title}</span>{' '}
                  <ArrowRight aria-hidden="true" size={16} />
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function HomeTestimonies() {
  const wall = useTestimonyWall(1);
  const testimonies = (wall.data?.testimonies ?? []).slice(0, HOME_TESTIMONY_COUNT);
  if (!wall.isSuccess || testimonies.length === 0) return null;
  return (
    <section className="home-section home-section--tinted" aria-labelledby="home-testimonies-title">
      <div className="container">
        <div className="home-section__head">
          <div>
            <p className="eyebrow">Testimonies</p>
            <h2 id="home-testimonies-title" className="section-title">
              What God is doing
            </h2>
          </div>
          <Link to={SITE_ROUTES.testify.path} className="home-section__more">
            Read more<span className="visually-hidden"> testimonies</span>{' '}
            <ArrowRight aria-hidden="true" size={16} />
          </Link>
        </div>
        <ul className="home-grid">
          {testimonies.map((testimony) => (
            <li key={testimony._id}>
              <TestimonyCard testimony={testimony} clamp />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HomeVisit() {
  const { settings } = usePublicSettings();
  const { content } = useSiteContent();
  const { church } = settings;
  const place = [church.address, church.city, church.country].filter(Boolean).join(', ');
  return (
    <section className="home-section" aria-labelledby="home-visit-title">
      <div className="container home-visit">
        <div>
          <p className="eyebrow">Where to find us</p>
          <h2 id="home-visit-title" className="section-title">
            Come and worship with us
          </h2>
          <p className="home-visit__address">
            <MapPin aria-hidden="true" size={20} />
            <span>
              {place}
              {content.visit.landmark ? (
                <span className="home-visit__landmark">{content.visit.landmark}</span>
              ) : null}
            </span>
          </p>
          <div className="home-visit__actions">
            {content.visit.directionsUrl ? (
              <a
                className={buttonClass()}
                href={content.visit.directionsUrl}
                target="_blank"
                rel="noreferrer"
              >
                <Navigation aria-hidden="true" size={16} />
                Get directions
              </a>
            ) : null}
            <ButtonLink to={SITE_ROUTES.contact.path} variant="outline">
              Contact us
            </ButtonLink>
          </div>
        </div>
        <div className="home-visit__art" aria-hidden="true">
          <MapPin size={56} />
        </div>
      </div>
    </section>
  );
}
