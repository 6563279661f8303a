import './livestream.css';
import { Mail } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LAYOUT, STORAGE_KEYS } from '#shared/constants.js';
import { SITE_ROUTES } from '#shared/routes.js';
import type { PublicStream } from '#shared/schemas/streams.js';
import { Button } from '#web/components/Button.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { OpenedOnce } from '#web/components/modal/OpenedOnce.js';
import { readLivestreamUser, useLivestreamUser } from '#web/lib/livestream-user.js';
import { NotifyMe } from '#web/features/push/index.js';
import { useHydrated } from '#web/lib/use-hydrated.js';
import { useMediaQuery } from '#web/lib/use-media-query.js';
import { readString, writeString } from '#web/lib/storage.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
import { ContactDialog } from '#web/features/contact-form/index.js';
import { ShareTestimonyDialog } from '#web/features/testimony-form/index.js';
import { useActiveStreams } from './api/get-active-streams.js';
import { IdentityBadge } from './IdentityBadge.js';
import { LiveHero } from './LiveHero.js';
import { useLivestreamLive } from './live/use-livestream-live.js';
import { LiveNowCard } from './LiveNowCard.js';
import { NoticeProvider } from './notice.js';
import { StreamPicker } from './picker/StreamPicker.js';
import { UpcomingServices } from './UpcomingServices.js';
import { useStreamPhase } from './use-service-clock.js';
import { HydrateLater } from '#web/lib/staged-hydration.js';

// The player with its panel (tabs, chat) loads once a stream is chosen, and the dialogs with their
// forms when first opened: none of them with the page.
const StreamStage = lazy(() =>
  import('./player/StreamStage.js').then((module) => ({ default: module.StreamStage })),
);
const AccessModal = lazy(() =>
  import('./access/AccessModal.js').then((module) => ({ default: module.AccessModal })),
);

/** The chosen stream lives in the address (?stream=id): back, reload and shared links work. */
const STREAM_PARAM = 'stream';

/**
 * The access modal opens on a first visit, until the viewer has chosen. Closing
 * it any way (guest, member, or just closed) is remembered, so it is not in the way on every
 * visit; posting or reacting still asks who they are.
 */
const firstVisit = () =>
  readLivestreamUser() === null && readString(STORAGE_KEYS.livestreamAccessClosed) === null;

function scrollGently(element: HTMLElement | null) {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
}

/** Above the chosen stream's title: nobody is watching before the start or after the end. */
const WATCH_EYEBROW = { before: 'Coming up', on: 'Now watching', ended: 'Ended' } as const;

/** A card at the foot of the page: a title, a line and what to do about it. */
function LiveCallout({
  name,
  title,
  text,
  children,
}: {
  name: 'go-live-alerts' | 'reach-out';
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className={`live-section ${name}`} aria-labelledby={`${name}-title`}>
      <div className="container">
        <div className={`${name}__card`}>
          <div>
            <h2 id={`${name}-title`} className="reach-out__title">
              {title}
            </h2>
            <p className="reach-out__text">{text}</p>
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}

/** /LiveStream: pick a service, watch, comment, chat, react and pray. */
export function LiveStreamPage() {
  usePageMeta(SITE_ROUTES.liveStream);
  const user = useLivestreamUser();
  // Storage is read once hydrated: the server renders the page with the modal closed.
  const [accessChoice, setAccessOpen] = useState<boolean | null>(null);
  const hydrated = useHydrated();
  const accessOpen = accessChoice ?? (hydrated && firstVisit());
  const [testimonyOpen, setTestimonyOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const watchRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [params, setParams] = useSearchParams();
  const streams = useActiveStreams();
  const wide = useMediaQuery(`(min-width: ${String(LAYOUT.tabletBreakpointPx + 1)}px)`);
  const chosenId = params.get(STREAM_PARAM);
  const chosen = chosenId ? streams.data?.find((stream) => stream._id === chosenId) : undefined;
  useLivestreamLive(chosen?._id ?? null);
  const phase = useStreamPhase(chosen);

  // A shared link (?stream=id) opens on the player, not on the hero: scroll once it is there
  // (hydrated: the player's section hydrates after the hero).
  const linkedId = useRef(chosenId);
  const chosenFound = chosen !== undefined;
  useEffect(() => {
    if (!hydrated || !chosenFound || linkedId.current === null || linkedId.current !== chosenId)
      return;
    linkedId.current = null;
    scrollGently(watchRef.current);
  }, [hydrated, chosenFound, chosenId]);

  const scrollToWatch = () => {
    scrollGently(watchRef.current);
  };

  // The card or button that was pressed goes away: keep keyboard and screen reader users in place.
  const focusHeading = () => {
    requestAnimationFrame(() => {
      headingRef.current?.focus({ preventScroll: true });
    });
  };

  const choose = (stream: PublicStream) => {
    setParams({ [STREAM_PARAM]: stream._id });
    scrollToWatch();
    focusHeading();
  };

  const backToOptions = () => {
    setParams({});
    focusHeading();
  };

  const askIdentity = () => {
    setAccessOpen(true);
  };

  return (
    <NoticeProvider>
      <LiveHero
        onWatch={scrollToWatch}
        onShareTestimony={() => {
          setTestimonyOpen(true);
        }}
        identity={<IdentityBadge user={user} onChange={askIdentity} />}
        aside={wide ? <LiveNowCard streams={streams.data} onChoose={choose} /> : undefined}
      />
      {/* Below the hero, each part hydrates in a task of its own. */}
      <HydrateLater>
        <section ref={watchRef} className="live-section watch" aria-labelledby="watch-title">
          <div className="container">
            <div className="watch__heading">
              <p className="eyebrow live-section__eyebrow">
                {chosen ? WATCH_EYEBROW[phase] : 'Watch'}
              </p>
              <h2 id="watch-title" ref={headingRef} className="live-section__title" tabIndex={-1}>
                {chosen ? chosen.title : 'Choose a livestream'}
              </h2>
            </div>
            {chosen ? (
              <Suspense fallback={<Skeleton height="min(56vw, 32rem)" />}>
                <StreamStage
                  key={chosen._id}
                  chosen={chosen}
                  user={user}
                  onBack={backToOptions}
                  onNeedIdentity={askIdentity}
                />
              </Suspense>
            ) : (
              <StreamPicker
                streams={streams.data}
                isLoading={
                  streams.isPending || (chosenId !== null && streams.isFetching && !chosen)
                }
                isError={streams.isError}
                onRetry={() => void streams.refetch()}
                onChoose={choose}
              />
            )}
          </div>
        </section>
      </HydrateLater>
      <HydrateLater>
        <UpcomingServices />
      </HydrateLater>
      <HydrateLater>
        <LiveCallout
          name="go-live-alerts"
          title="Never miss a service"
          text="Get a notification on this device when we go live and before each service starts, or an email each time we go live, with a link straight to the stream."
        >
          <NotifyMe className="go-live-alerts__form" />
        </LiveCallout>
      </HydrateLater>
      <HydrateLater>
        <LiveCallout
          name="reach-out"
          title="Need prayer or have a question?"
          text="Write to the church: a pastor or a member of the media team will get back to you."
        >
          <Button
            variant="outline"
            size="lg"
            onClick={() => {
              setContactOpen(true);
            }}
          >
            <Mail aria-hidden="true" size={18} /> Contact Us
          </Button>
        </LiveCallout>
      </HydrateLater>
      <OpenedOnce open={accessOpen}>
        <AccessModal
          open={accessOpen}
          onOpenChange={(open) => {
            setAccessOpen(open);
            if (!open) writeString(STORAGE_KEYS.livestreamAccessClosed, new Date().toISOString());
          }}
          user={user}
        />
      </OpenedOnce>
      <OpenedOnce open={testimonyOpen}>
        <ShareTestimonyDialog open={testimonyOpen} onOpenChange={setTestimonyOpen} />
      </OpenedOnce>
      <OpenedOnce open={contactOpen}>
        <ContactDialog open={contactOpen} onOpenChange={setContactOpen} />
      </OpenedOnce>
    </NoticeProvider>
  );
}
