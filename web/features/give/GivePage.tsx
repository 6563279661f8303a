import './give.css';
import { Check, Copy, ExternalLink, Heart, Landmark } from 'lucide-react';
import { useState } from 'react';
import { SITE_ROUTES } from '#shared/routes.js';
import type { BankAccount } from '#shared/schemas/site-content.js';
import { buttonClass } from '#web/components/button-class.js';
import { Button } from '#web/components/Button.js';
import { Hero } from '#web/components/Hero.js';
import { Skeleton } from '#web/components/Skeleton.js';
import { useSiteContent } from '#web/features/site-content/index.js';
import { usePageMeta } from '#web/features/page-meta/index.js';

function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      window.prompt('Copy the account number:', value);
    }
  };
  return (
    <Button variant="subtle" size="sm" onClick={() => void copy()} aria-label={label}>
      {copied ? <Check aria-hidden="true" size={16} /> : <Copy aria-hidden="true" size={16} />}
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

function AccountCard({ account }: { account: BankAccount }) {
  return (
    <li className="give-account">
      <p className="give-account__bank">
        <Landmark aria-hidden="true" size={18} /> {account.bankName}
      </p>
      <p className="give-account__name">{account.accountName}</p>
      <div className="give-account__number-row">
        <span className="give-account__number">{account.accountNumber}</span>
        <CopyButton
          value={account.accountNumber}
          label={`Copy the ${account.bankName} account number`}
        />
      </div>
      {account.note ? <p className="give-account__note">{account.note}</p> : null}
    </li>
  );
}

/** The ways to give the church configures, with a scripture and thanks. */
export function GivePage() {
  usePageMeta(SITE_ROUTES.give);
  const { content, isLoading } = useSiteContent();
  const { giving } = content;

  return (
    <>
      <Hero
        eyebrow="Partner with us"
        title={SITE_ROUTES.give.title}
        lead={isLoading ? <Skeleton width="80%" height="1rem" /> : giving.intro}
      />
      <div className="give container">
        <figure className="give-scripture">
          <blockquote>{giving.scripture}</blockquote>
          <figcaption>{giving.scriptureReference}</figcaption>
        </figure>
        {giving.bankAccounts.length > 0 ? (
          <section aria-labelledby="give-bank-title">
            <h2 id="give-bank-title" className="section-title give__heading">
              Bank transfer
            </h2>
            <ul className="give__accounts">
              {giving.bankAccounts.map((account) => (
                <AccountCard
                  key={`${account.bankName}-${account.accountNumber}`}
                  account={account}
                />
              ))}
            </ul>
          </section>
        ) : null}
        {giving.onlineLinks.length > 0 ? (
          <section aria-labelledby="give-online-title">
            <h2 id="give-online-title" className="section-title give__heading">
              Give online
            </h2>
            <div className="give__links">
              {giving.onlineLinks.map((link) => (
                <a
                  key={link.url}
                  className={buttonClass({ size: 'lg' })}
                  href={link.url}
                  target="_blank"
                  rel="noreferrer"
                >
                  {link.label}
                  <ExternalLink aria-hidden="true" size={18} />
                </a>
              ))}
            </div>
          </section>
        ) : null}
        <p className="give__thanks">
          <Heart aria-hidden="true" size={20} /> {giving.thanks}
        </p>
      </div>
    </>
  );
}
