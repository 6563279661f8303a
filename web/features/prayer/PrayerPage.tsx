import './prayer.css';
import { HandHeart } from 'lucide-react';
import { useRef, useState } from 'react';
import { SITE_ROUTES } from '#shared/routes.js';
import type { SentPrayerRequestResponse } from '#shared/schemas/prayer-requests.js';
import { Banner } from '#web/components/Banner.js';
import { Button } from '#web/components/Button.js';
import { Hero } from '#web/components/Hero.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
import { useHydrated } from '#web/lib/use-hydrated.js';
import { PrayerRequestForm } from './PrayerRequestForm.js';
import { PrivateRequests } from './PrivateRequests.js';
import {
  type KeptPrivateRequest,
  forgetPrivateRequest,
  keepPrivateRequest,
  readPrivateRequests,
} from './private-requests.js';
import { PrayerWall } from './PrayerWall.js';

/** What the sender is told: where the request went, and when the wall will show it. */
function sentLine({ prayerRequest }: SentPrayerRequestResponse): string {
  if (prayerRequest.isPrivate) {
    return 'Your prayer request has reached the prayer team. It stays private: only they will see it.';
  }
  return prayerRequest.onWall
    ? 'Your prayer request has reached the prayer team, and the church can pray with you on the wall.'
    : 'Your prayer request has reached the prayer team. It will appear on the wall once they have read it.';
}

/** /prayer: send the prayer team a request, and pray for the church's requests on the wall. */
export function PrayerPage() {
  usePageMeta(SITE_ROUTES.prayer);
  const formSection = useRef<HTMLElement>(null);
  const [sent, setSent] = useState<string | null>(null);
  const hydrated = useHydrated();
  // Null until this page changes them: read from the device once hydrated, never on the server.
  const [kept, setKept] = useState<readonly KeptPrivateRequest[] | null>(null);
  const privateRequests = kept ?? (hydrated ? readPrivateRequests() : []);

  const goToForm = () => {
    const section = formSection.current;
    if (!section) return;
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section.querySelector<HTMLInputElement>('input, textarea')?.focus({ preventScroll: true });
  };

  return (
    <>
      <Hero
        eyebrow="We pray together"
        title={SITE_ROUTES.prayer.title}
        lead="Tell the prayer team what is on your heart, and stand with the church family in prayer for one another."
        actions={
          <Button onClick={goToForm}>
            <HandHeart aria-hidden="true" size={18} />
            Send a Prayer Request
          </Button>
        }
      />
      <div className="prayer container">
        <section ref={formSection} className="card prayer__ask" aria-labelledby="prayer-ask-title">
          <div className="prayer__ask-intro">
            <p className="eyebrow">Ask for prayer</p>
            <h2 id="prayer-ask-title" className="section-title">
              Send a prayer request
            </h2>
            <p className="prayer__ask-lead">
              Every request reaches the prayer team the moment you send it. Keep it between you and
              them, or let the whole church pray with you.
            </p>
          </div>
          <div className="prayer__ask-form">
            {sent ? (
              <Banner tone="success" title="Thank you" onDismiss={() => setSent(null)}>
                {sent}
              </Banner>
            ) : null}
            <PrayerRequestForm
              onSent={(answer) => {
                setSent(sentLine(answer));
                if (answer.prayerRequest.isPrivate) setKept(keepPrivateRequest(answer));
              }}
            />
            <PrivateRequests
              items={privateRequests}
              onForget={(id) => setKept(forgetPrivateRequest(id))}
            />
          </div>
        </section>
        <PrayerWall />
      </div>
    </>
  );
}
