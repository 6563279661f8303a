import '#web/components/menu.css';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { BookOpen, ChevronDown, Smile, Sparkles } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { useNavLabel } from '#web/i18n/i18n.js';
import type { NavKey } from '#web/i18n/locales/en.js';
import { MINISTRY_ITEMS, isMinistryPath } from './nav-items.js';
import type { OnDemandProps } from './on-demand.js';

const ICONS: Partial<Record<NavKey, typeof BookOpen>> = {
  foundationSchool: BookOpen,
  childrenMinistry: Smile,
  teensMinistry: Sparkles,
};

/** MINISTRIES in the header: a dropdown of the three ministry pages (loaded on first use). */
export function MinistriesDropdown({ open, onOpenChange, triggerRef }: OnDemandProps) {
  const t = useNavLabel();
  const { pathname } = useLocation();
  const active = isMinistryPath(pathname);

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger
        ref={triggerRef}
        className="site-nav__link site-nav__trigger"
        data-active={active || undefined}
      >
        {t('ministries')}
        <ChevronDown className="site-nav__chevron" aria-hidden="true" size={16} strokeWidth={2.2} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="start" sideOffset={12} collisionPadding={16}>
          {MINISTRY_ITEMS.map((item) => {
            const Icon = ICONS[item.key] ?? BookOpen;
            return (
              <DropdownMenu.Item key={item.key} asChild>
                <Link
                  to={item.to}
                  className="menu__item"
                  aria-current={pathname === item.to ? 'page' : undefined}
                >
                  <span className="menu__icon" aria-hidden="true">
                    <Icon size={18} />
                  </span>
                  {t(item.key)}
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
