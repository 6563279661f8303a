import './contact.css';
import { Clock, Mail, MapPin, Navigation, Phone } from 'lucide-react';
import { useState } from 'react';
import { MESSAGES } from '#shared/messages.js';
import { SITE_ROUTES } from '#shared/routes.js';
import { buttonClass } from '#web/components/button-class.js';
import { Hero } from '#web/components/Hero.js';
import { SuccessDialogOnDemand } from '#web/components/modal/SuccessDialogOnDemand.js';
import { ServiceTimesList } from '#web/components/ServiceTimesList.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { usePublicSettings } from '#web/features/settings/index.js';
import { useSiteContent } from '#web/features/site-content/index.js';
import { usePageMeta } from '#web/features/page-meta/index.js';
import { ContactForm } from '#web/features/contact-form/index.js';
import { useServiceTimes } from '#web/features/services/index.js';

/** The contact form, and every other way to reach the church. */
export function ContactPage() {
  usePageMeta(SITE_ROUTES.contact);
  const [sent, setSent] = useState(false);
  const { settings, isLoading: settingsLoading } = usePublicSettings();
  const { content } = useSiteContent();
  const serviceTimes = useServiceTimes();
  const { church } = settings;
  const place = [church.address, church.city, church.country].filter(Boolean).join(', ');

  return (
    <>
      <Hero
        eyebrow="Get in touch"
        title={SITE_ROUTES.contact.title}
        lead="A question, a prayer request, a word of encouragement: we would love to hear from you."
      />
      <div className="contact container">
        <section className="card contact__form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="section-title">
            Send us a message
          </h2>
          <p className="contact__lead">We read every message and reply as soon as we can.</p>
          <ContactForm onSent={() => setSent(true)} />
        </section>
        <aside className="contact__details" aria-label="Other ways to reach us">
          <section className="card contact__card" aria-labelledby="contact-visit-title">
            <span className="card__icon" aria-hidden="true">
              <MapPin size={22} />
            </span>
            <h2 id="contact-visit-title" className="contact__card-title">
              Visit us
            </h2>
            {settingsLoading ? (
              <Skeleton width="80%" />
            ) : (
              <address className="contact__address">
                {place}
                {content.visit.landmark ? (
                  <span className="contact__landmark">{content.visit.landmark}</span>
                ) : null}
              </address>
            )}
            {content.visit.directionsUrl ? (
              <a
                className={buttonClass({ variant: 'outline', size: 'sm' })}
                href={content.visit.directionsUrl}
                target="_blank"
                rel="noreferrer"
              >
                <Navigation aria-hidden="true" size={16} />
                Get directions
              </a>
            ) : null}
          </section>
          {settings.contactPhone || settings.contactEmail ? (
            <section className="card contact__card" aria-labelledby="contact-call-title">
              <span className="card__icon" aria-hidden="true">
                <Phone size={22} />
              </span>
              <h2 id="contact-call-title" className="contact__card-title">
                Call or email
              </h2>
              <ul className="contact__lines">
                {settings.contactPhone ? (
                  <li>
                    <Phone aria-hidden="true" size={18} />
                    <a href={`tel:${settings.contactPhone.replace(/[^\d+]/g, '')}`}>
                      {settings.contactPhone}
                    </a>
                  </li>
                ) : null}
                {settings.contactEmail ? (
                  <li>
                    <Mail aria-hidden="true" size={18} />
                    <a href={`mailto:${settings.contactEmail}`}>{settings.contactEmail}</a>
                  </li>
                ) : null}
              </ul>
            </section>
          ) : null}
          <section className="card contact__card" aria-labelledby="contact-times-title">
            <span className="card__icon" aria-hidden="true">
              <Clock size={22} />
            </span>
            <h2 id="contact-times-title" className="contact__card-title">
              Service times
            </h2>
            {serviceTimes.isLoading ? (
              <Skeleton height="4rem" />
            ) : (
              <ServiceTimesList times={serviceTimes.times} churchZone={settings.church.timeZone} />
            )}
          </section>
        </aside>
      </div>
      <SuccessDialogOnDemand
        open={sent}
        onOpenChange={setSent}
        message={MESSAGES.contact.success}
      />
    </>
  );
}
