import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useNavLabel } from '#web/i18n/i18n.js';
import { MINISTRY_ITEMS, isMinistryPath } from './nav-items.js';

/** MINISTRIES in the footer: a disclosure revealing the three ministry pages. */
export function FooterMinistries() {
  const t = useNavLabel();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => isMinistryPath(pathname));
  const listId = useId();

  return (
    <>
      <button
        type="button"
        className="footer-link footer-disclosure"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        {t('ministries')}
        <ChevronDown aria-hidden="true" size={16} className="footer-disclosure__chevron" />
      </button>
      <ul id={listId} className="footer-sublist" hidden={!open}>
        {MINISTRY_ITEMS.map((item) => (
          <li key={item.key}>
            <Link to={item.to} className="footer-link">
              {t(item.key)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
