import './pages.css';
import { ArrowLeft, Mail, Phone, Play } from 'lucide-react';
import { SITE_ROUTES } from '../../../shared/routes.js';
import { ButtonLink } from '../../components/ButtonLink.js';
import { Hero } from '../../components/Hero.js';
import { usePublicSettings } from '../settings/use-public-settings.js';
import { usePageMeta } from '../site-shell/use-page-meta.js';
import { PLACEHOLDERS, type PlaceholderContent, type PlaceholderId } from './placeholders.js';

/** A page still being prepared: its hero, and a card pointing somewhere useful meanwhile. */
export function PlaceholderPage({ page }: { page: PlaceholderId }) {
  const content: PlaceholderContent = PLACEHOLDERS[page];
  const { route, eyebrow, line, icon: Icon } = content;
  usePageMeta(route);
  const { settings, isLoading } = usePublicSettings();
  const isLive = route.path === SITE_ROUTES.liveStream.path;

  return (
    <>
      <Hero eyebrow={eyebrow} title={route.title} lead={line} />
      <section className="placeholder" aria-label="Coming soon">
        <div className="container">
          <div className="card placeholder__card">
            <span className="placeholder__icon" aria-hidden="true">
              <Icon size={28} />
            </span>
            <div className="placeholder__body">
              <p className="placeholder__badge">Coming soon</p>
              <h2 className="placeholder__title">This page is on its way</h2>
              <p className="placeholder__text">
                {isLive
                  ? 'Soon you will watch our services here, chat with the family and send prayer requests.'
                  : 'In the meantime, join one of our services live or see what is coming up.'}
              </p>
              {content.showContact && !isLoading ? (
                <ul className="placeholder__contact">
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
              ) : null}
              <div className="placeholder__actions">
                {isLive ? null : (
                  <ButtonLink to={SITE_ROUTES.liveStream.path}>
                    <Play aria-hidden="true" size={16} fill="currentColor" />
                    Watch Live
                  </ButtonLink>
                )}
                <ButtonLink to="/" variant="outline">
                  <ArrowLeft aria-hidden="true" size={16} />
                  Back to home
                </ButtonLink>
              </div>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
