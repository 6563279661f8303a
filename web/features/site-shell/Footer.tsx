import './site-footer.css';
import { ArrowUpRight, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '#web/components/BrandMark.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { useNavLabel } from '#web/i18n/i18n.js';
import { copyrightHolder, usePublicSettings } from '#web/features/settings/index.js';
import { FooterMinistries } from './FooterMinistries.js';
import { FOOTER_ORDER, NAV } from './nav-items.js';
import { SocialLinks } from './SocialLinks.js';

function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function Footer() {
  const t = useNavLabel();
  const { settings, isLoading } = usePublicSettings();
  const { church } = settings;
  const place = [church.address, church.city].filter(Boolean).join(', ');

  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <section className="site-footer__about" aria-label="About us">
            <Link to="/" className="site-footer__brand">
              <BrandMark size={36} />
              {isLoading ? (
                <Skeleton width="10rem" height="1.2rem" />
              ) : (
                <span>{settings.siteName}</span>
              )}
            </Link>
            {isLoading ? (
              <p className="site-footer__blurb site-footer__blurb--loading">
                <Skeleton height="1lh" />
                <Skeleton width="70%" height="1lh" />
              </p>
            ) : (
              <p className="site-footer__blurb">{settings.siteDescription}</p>
            )}
            {/* While loading, the links' row keeps its place: nothing below moves when they come. */}
            {isLoading ? (
              <div className="social-links social-links--loading" aria-hidden="true" />
            ) : (
              <SocialLinks links={church.socialLinks} />
            )}
          </section>

          <nav className="site-footer__column" aria-labelledby="footer-main-menu">
            <h2 id="footer-main-menu" className="site-footer__heading">
              Main Menu
            </h2>
            <ul className="site-footer__links">
              {FOOTER_ORDER.map((entry) => (
                <li key={entry}>
                  {entry === 'ministries' ? (
                    <FooterMinistries />
                  ) : (
                    <Link to={NAV[entry].to} className="footer-link">
                      {t(NAV[entry].key)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>

          <nav className="site-footer__column" aria-labelledby="footer-relevant-links">
            <h2 id="footer-relevant-links" className="site-footer__heading">
              Relevant Links
            </h2>
            <ul className="site-footer__links">
              {isLoading
                ? [0, 1, 2, 3, 4].map((n) => (
                    <li key={n}>
                      <span className="footer-link footer-link--loading">
                        <Skeleton width={`${60 + ((n * 13) % 35)}%`} height="0.95rem" />
                      </span>
                    </li>
                  ))
                : church.relevantLinks.map((link, index) => (
                    <li key={`${String(index)} ${link.url}`}>
                      <a
                        className="footer-link"
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {link.label}
                        <ArrowUpRight
                          aria-hidden="true"
                          size={14}
                          className="footer-link__external"
                        />
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    </li>
                  ))}
            </ul>
          </nav>
        </div>

        <address className="site-footer__contact">
          <span className="site-footer__contact-item">
            <MapPin aria-hidden="true" size={18} />
            {isLoading ? <Skeleton width="12rem" /> : place}
          </span>
          {isLoading ? null : (
            <>
              {settings.contactPhone ? (
                <a className="site-footer__contact-item" href={telHref(settings.contactPhone)}>
                  <Phone aria-hidden="true" size={18} />
                  {settings.contactPhone}
                </a>
              ) : null}
              {settings.contactEmail ? (
                <a className="site-footer__contact-item" href={`mailto:${settings.contactEmail}`}>
                  <Mail aria-hidden="true" size={18} />
                  {settings.contactEmail}
                </a>
              ) : null}
            </>
          )}
        </address>

        <p className="site-footer__copyright">
          © {church.copyright.year}{' '}
          {isLoading ? <Skeleton width="12rem" /> : copyrightHolder(church)}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
