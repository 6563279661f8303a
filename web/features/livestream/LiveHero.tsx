import { HandHeart, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { SITE_ROUTES } from '#shared/routes.js';
import { Button } from '#web/components/Button.js';
import { Hero } from '#web/components/Hero.js';

interface LiveHeroProps {
  onWatch: () => void;
  onShareTestimony: () => void;
  /** Who is watching, or the way in. */
  identity: ReactNode;
  /** Beside the text on wide screens. */
  aside?: ReactNode;
}

export function LiveHero({ onWatch, onShareTestimony, identity, aside }: LiveHeroProps) {
  return (
    <Hero
      aside={aside}
      eyebrow="Live services"
      title={SITE_ROUTES.liveStream.title}
      lead="Worship with us wherever you are. Pick a service, join the conversation and send us your prayer requests: we pray over every one."
      actions={
        <>
          <Button size="lg" onClick={onWatch}>
            <Play aria-hidden="true" size={18} /> Watch Now
          </Button>
          <Button size="lg" variant="outline" onClick={onShareTestimony}>
            <HandHeart aria-hidden="true" size={18} /> Share Your Testimony
          </Button>
        </>
      }
    >
      {identity}
    </Hero>
  );
}
