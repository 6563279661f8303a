import './testify.css';
import { PenLine } from 'lucide-react';
import { useRef, useState } from 'react';
import { MESSAGES } from '#shared/messages.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { Button } from '#web/components/Button.js';
import { SuccessDialogOnDemand } from '#web/components/modal/SuccessDialogOnDemand.js';
import { Hero } from '#web/components/Hero.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
import { ShareTestimonyForm } from '#web/features/testimony-form/index.js';
import { TestimonyWall } from './TestimonyWall.js';

/** The testimony wall, and the form to add one's own. */
export function TestifyPage() {
  usePageMeta(SITE_ROUTES.testify);
  const formSection = useRef<HTMLElement>(null);
  const [succeeded, setSucceeded] = useState(false);

  const goToForm = () => {
    const section = formSection.current;
    if (!section) return;
    section.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section.querySelector<HTMLInputElement>('input, textarea')?.focus({ preventScroll: true });
  };

  return (
    <>
      <Hero
        eyebrow="Share the good news"
        title={SITE_ROUTES.testify.title}
        lead="Read what God is doing among us, and tell the church family what He has done for you."
        actions={
          <Button onClick={goToForm}>
            <PenLine aria-hidden="true" size={18} />
            Share Your Testimony
          </Button>
        }
      />
      <div className="testify container">
        <TestimonyWall />
        <section
          ref={formSection}
          className="card testify__share"
          aria-labelledby="testify-share-title"
        >
          <div className="testify__share-intro">
            <p className="eyebrow">Your story</p>
            <h2 id="testify-share-title" className="section-title">
              Share Your Testimony
            </h2>
            <p className="testify__share-lead">
              Healing, provision, a prayer answered, a life turned around: your testimony may be the
              encouragement someone needs today.
            </p>
          </div>
          <ShareTestimonyForm onSubmitted={() => setSucceeded(true)} />
        </section>
      </div>
      <SuccessDialogOnDemand
        open={succeeded}
        onOpenChange={setSucceeded}
        message={MESSAGES.testimony.success}
      />
    </>
  );
}
