import './testimony-card.css';
import { Quote } from 'lucide-react';
import type { PublicTestimony } from '#shared/schemas/site-content.js';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

interface TestimonyCardProps {
  testimony: PublicTestimony;
  /** Clamps long testimonies (teasers); the wall shows them whole. */
  clamp?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** An approved testimony as the public sees it: title, words, who and when. */
export function TestimonyCard({
  testimony,
  clamp = false,
  headingLevel = 'h3',
}: TestimonyCardProps) {
  const Heading = headingLevel;
  return (
    <article className="card testimony-card">
      <Quote aria-hidden="true" size={28} className="testimony-card__mark" />
      <Heading className="card__title">{testimony.title}</Heading>
      <p
        className={`card__text testimony-card__text${clamp ? ' testimony-card__text--clamp' : ''}`}
      >
        {testimony.testimony}
      </p>
      <p className="testimony-card__by">
        <span>{testimony.name}</span>
        <time dateTime={testimony.createdAt}>
          {dateFormat.format(new Date(testimony.createdAt))}
        </time>
      </p>
    </article>
  );
}
