import type { ChurchProfile } from '#shared/schemas/settings.js';
import { FacebookIcon, InstagramIcon, MessagingIcon, XIcon, YouTubeIcon } from './brand-icons.js';

type SocialKey = keyof ChurchProfile['socialLinks'];

const ICONS = {
  facebook: FacebookIcon,
  youtube: YouTubeIcon,
  messaging: MessagingIcon,
  instagram: InstagramIcon,
  x: XIcon,
} as const;

const NAMES: Record<Exclude<SocialKey, 'messaging'>, string> = {
  facebook: 'Facebook',
  youtube: 'YouTube',
  instagram: 'Instagram',
  x: 'X',
};

/** Names the messaging app from its address; a generic name when it is not recognised. */
function messagingAppName(url: string): string {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'Messaging';
  }
  if (host === 'wa.me' || host.endsWith('whatsapp.com')) return 'WhatsApp';
  if (host === 't.me' || host.endsWith('telegram.me') || host.endsWith('telegram.org'))
    return 'Telegram';
  if (host === 'm.me' || host.endsWith('messenger.com')) return 'Messenger';
  if (host.endsWith('signal.me') || host.endsWith('signal.group')) return 'Signal';
  return 'Messaging';
}

const ORDER: readonly SocialKey[] = ['facebook', 'youtube', 'messaging', 'instagram', 'x'];

export function SocialLinks({ links }: { links: ChurchProfile['socialLinks'] }) {
  const present = ORDER.filter((key) => links[key]);
  if (present.length === 0) return null;
  return (
    <ul className="social-links">
      {present.map((key) => {
        const Icon = ICONS[key];
        const url = links[key];
        const name = key === 'messaging' ? messagingAppName(url) : NAMES[key];
        return (
          <li key={key}>
            <a
              className="social-links__link"
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${name} (opens in a new tab)`}
              title={name}
            >
              <Icon size={20} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
