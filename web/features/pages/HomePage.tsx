import './pages.css';
import './home/home.css';
import { ArrowRight, CalendarDays, HandHeart, MapPin, Play, Tv } from 'lucide-react';
import { Link } from 'react-router';
import { SITE_ROUTES } from '#shared/routes.js';
import { ButtonLink } from '#web/components/ButtonLink.js';
import { Hero } from '#web/components/Hero.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { usePublicSettings } from '#web/features/settings/index.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
import { useSiteContent } from '#web/features/site-content/index.js';
import { HydrateLater } from '#web/lib/staged-hydration.js';
import {
  HomeEvents,
  HomeMinistries,
  HomeServiceTimes,
  HomeTestimonies,
  HomeVisit,
} from './home/HomeSections.js';
import { LiveBanner } from './home/LiveBanner.js';
import { LampstandArt } from './LampstandArt.js';

export function HomePage() {
  usePageMeta(SITE_ROUTES.home);
  const { settings, isLoading } = usePublicSettings();
  const content = useSiteContent();
  const { church } = settings;
  const place = [church.address, church.city].filter(Boolean).join(', ');

  const ways = [
    {
      icon: Tv,
      title: 'Worship with us live',
      text: 'Join our services from wherever you are: watch, chat and send a prayer request.',
      to: SITE_ROUTES.liveStream.path,
      action: 'Watch Live',
    },
    {
      icon: HandHeart,
      title: 'Share your testimony',
      text: 'Tell the family what God has done. Your story may be the encouragement someone needs.',
      to: SITE_ROUTES.testify.path,
      action: 'Share a testimony',
    },
    {
      icon: MapPin,
      title: 'Visit us',
      text: isLoading
        ? ''
        : `We would love to welcome you in person at ${place || church.zoneName}.`,
      to: SITE_ROUTES.contact.path,
      action: 'Contact us',
    },
  ];

  return (
    <>
      <Hero
        size="full"
        eyebrow={content.isLoading ? 'Welcome home' : content.content.home.welcomeTitle}
        // Skeletons one line box tall (1lh), as tall as the text that replaces them.
        title={isLoading ? <Skeleton width="min(28rem, 80%)" height="1lh" /> : settings.siteName}
        lead={
          isLoading || content.isLoading ? (
            <>
              <Skeleton height="1lh" />
              <Skeleton width="75%" height="1lh" />
            </>
          ) : (
            content.content.home.welcomeLine
          )
        }
        actions={
          <>
            <ButtonLink to={SITE_ROUTES.liveStream.path} size="lg">
              <Play aria-hidden="true" size={18} fill="currentColor" />
              Watch Live
            </ButtonLink>
            <ButtonLink to={SITE_ROUTES.events.path} size="lg" variant="outline">
              <CalendarDays aria-hidden="true" size={18} />
              Upcoming Events
            </ButtonLink>
          </>
        }
        aside={<LampstandArt />}
      />
      <HydrateLater>
        <div className="container home-live">
          <LiveBanner />
        </div>
      </HydrateLater>

      <HydrateLater>
        <section className="home-ways" aria-labelledby="home-ways-title">
          <div className="container">
            <h2 id="home-ways-title" className="section-title">
              Find your place
            </h2>
            <ul className="home-ways__grid">
              {ways.map(({ icon: Icon, title, text, to, action }) => (
                <li key={title} className="card home-ways__card">
                  <span className="card__icon" aria-hidden="true">
                    <Icon size={22} />
                  </span>
                  <h3 className="card__title">{title}</h3>
                  <p className="card__text">{text || <Skeleton height="0.95rem" />}</p>
                  <Link to={to} className="card__link">
                    {action}
                    <ArrowRight aria-hidden="true" size={16} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </HydrateLater>
      {/* Below the first screen: each hydrates in a task of its own. */}
      <HydrateLater>
        <HomeServiceTimes />
      </HydrateLater>
      <HydrateLater>
        <HomeEvents />
      </HydrateLater>
      <HydrateLater>
        <HomeMinistries />
      </HydrateLater>
      <HydrateLater>
        <HomeTestimonies />
      </HydrateLater>
      <HydrateLater>
        <HomeVisit />
      </HydrateLater>
    </>
  );
}
