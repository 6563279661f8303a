import './programs.css';
import { CalendarDays, CalendarRange, Clock, MapPin } from 'lucide-react';
import { SITE_ROUTES } from '#shared/routes.js';
import type { Programme } from '#shared/schemas/site-content.js';
import { EmptyState } from '#web/components/EmptyState.js';
import { Hero } from '#web/components/Hero.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { useSiteContent } from '#web/features/site-content/index.js';
import { usePageMeta } from '#web/features/page-meta/index.js';

const GROUPS = [
  { frequency: 'weekly', title: 'Every week', icon: CalendarDays },
  { frequency: 'monthly', title: 'Every month', icon: CalendarRange },
] as const;

function ProgrammeCard({ programme }: { programme: Programme }) {
  return (
    <li className="programme">
      <p className="programme__day">{programme.day}</p>
      <h3 className="programme__title">{programme.title}</h3>
      {programme.description ? (
        <p className="programme__description">{programme.description}</p>
      ) : null}
      <p className="programme__meta">
        <span>
          <Clock aria-hidden="true" size={16} /> {programme.time}
        </span>
        {programme.place ? (
          <span>
            <MapPin aria-hidden="true" size={16} /> {programme.place}
          </span>
        ) : null}
      </p>
    </li>
  );
}

/** The church's weekly and monthly programmes with day, time and place. */
export function ProgramsPage() {
  usePageMeta(SITE_ROUTES.programs);
  const { content, isLoading } = useSiteContent();

  return (
    <>
      <Hero
        eyebrow="What we do"
        title={SITE_ROUTES.programs.title}
        lead="Gather with us through the week and through the month. Everyone is welcome."
      />
      <div className="programmes container">
        {GROUPS.map(({ frequency, title, icon: Icon }) => {
          const programmes = content.programmes.filter((item) => item.frequency === frequency);
          return (
            <section
              key={frequency}
              className="programmes__group"
              aria-labelledby={`programmes-${frequency}`}
            >
              <h2 id={`programmes-${frequency}`} className="section-title programmes__heading">
                <Icon aria-hidden="true" size={26} /> {title}
              </h2>
              {isLoading ? (
                <Skeleton height="10rem" />
              ) : programmes.length === 0 ? (
                <EmptyState icon={Icon} title="Nothing planned yet">
                  <p>Check back soon, or see the upcoming events.</p>
                </EmptyState>
              ) : (
                <ul className="programmes__list">
                  {programmes.map((programme) => (
                    <ProgrammeCard
                      key={`${programme.title}-${programme.day}`}
                      programme={programme}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}
