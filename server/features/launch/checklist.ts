import { DEFAULT_SITE_CONTENT } from '#shared/default-site-content.js';
import type { DemoContentCounts, LaunchChecklistItem } from '#shared/schemas/launch-checklist.js';
import { DEFAULT_SETTINGS, type Settings } from '#shared/schemas/settings.js';
import type { SiteContent } from '#shared/schemas/site-content.js';

/** What the checklist reads of the server's own configuration. */
export interface LaunchConfig {
  mailFrom: string;
  smtpUrl: string | undefined;
  publicSiteUrl: string;
}

const DEMO = DEFAULT_SETTINGS;
const DEMO_CONTENT = DEFAULT_SITE_CONTENT;
const settingsTab = (tab: string) => `/admin?section=settings&tab=${tab}`;
const contentTab = (tab: string) => `/admin?section=site-content&tab=${tab}`;
const section = (name: string) => `/admin?section=${name}`;
/** The sender the server makes up when MAIL_FROM is not set (see the configuration). */
const DEFAULT_SENDER = /^no-reply@/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '0.0.0.0']);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type Item = Omit<LaunchChecklistItem, 'environment'> & { environment?: string };

function settingsItems(settings: Settings): Item[] {
  const items: Item[] = [];
  const { general, church } = settings;
  if (church.zoneName === DEMO.church.zoneName) {
    items.push({
      id: 'church-name',
      label: 'Church name',
      detail: `Still the demo church’s: “${DEMO.church.zoneName}”.`,
      href: settingsTab('church'),
    });
  }
  if (
    general.siteName === DEMO.general.siteName ||
    general.siteDescription === DEMO.general.siteDescription
  ) {
    items.push({
      id: 'email-signature',
      label: 'Site name and description',
      detail: 'Every email is signed with the site name, and search results show the description.',
      href: settingsTab('general'),
    });
  }
  // A church in the demo's city keeps its city: the address decides whether it was reviewed.
  if (
    church.address === DEMO.church.address ||
    (!church.address && church.city === DEMO.church.city)
  ) {
    items.push({
      id: 'address',
      label: 'Address and city',
      detail: `Still “${DEMO.church.address}, ${DEMO.church.city}”: shown in the footer and every email.`,
      href: settingsTab('church'),
    });
  }
  if (
    general.contactEmail === DEMO.general.contactEmail ||
    general.contactPhone === DEMO.general.contactPhone
  ) {
    items.push({
      id: 'contact',
      label: 'Contact email and phone',
      detail: `Visitors would write to ${DEMO.general.contactEmail}, the demo’s address.`,
      href: settingsTab('general'),
    });
  }
  if (Object.values(church.socialLinks).every((link) => link === '')) {
    items.push({
      id: 'social-links',
      label: 'Social links',
      detail: 'No Facebook, YouTube or other page of the church is linked yet.',
      href: settingsTab('church'),
    });
  }
  return items;
}

function contentItems(content: SiteContent): Item[] {
  const items: Item[] = [];
  if (content.home.welcomeLine === DEMO_CONTENT.home.welcomeLine) {
    items.push({
      id: 'welcome',
      label: 'Welcome line',
      detail: 'The home page still welcomes visitors to worship in the demo’s city.',
      href: contentTab('welcome'),
    });
  }
  if (
    content.visit.landmark === DEMO_CONTENT.visit.landmark ||
    content.visit.directionsUrl === DEMO_CONTENT.visit.directionsUrl
  ) {
    items.push({
      id: 'directions',
      label: 'Landmark and directions',
      detail: 'The visit details still point to the demo church’s street.',
      href: contentTab('welcome'),
    });
  }
  const demoAccounts = new Set(DEMO_CONTENT.giving.bankAccounts.map((a) => a.accountNumber));
  const demoLinks = new Set(DEMO_CONTENT.giving.onlineLinks.map((link) => link.url));
  if (
    content.giving.bankAccounts.some((account) => demoAccounts.has(account.accountNumber)) ||
    content.giving.onlineLinks.some((link) => demoLinks.has(link.url))
  ) {
    items.push({
      id: 'giving',
      label: 'Bank details for giving',
      detail: 'The Give page lists the demo’s bank accounts: gifts sent there would be lost.',
      href: contentTab('giving'),
    });
  }
  const ministries = Object.keys(DEMO_CONTENT.ministries) as (keyof SiteContent['ministries'])[];
  if (
    ministries.some((key) => content.ministries[key].leader === DEMO_CONTENT.ministries[key].leader)
  ) {
    items.push({
      id: 'ministry-leaders',
      label: 'Ministry leaders',
      detail: 'The ministry pages still name the demo’s leaders.',
      href: contentTab('ministries'),
    });
  }
  return items;
}

function demoRowItems(counts: DemoContentCounts): Item[] {
  const rows: [keyof DemoContentCounts, string, string, string][] = [
    ['streams', 'demo stream', 'demo streams', 'streams'],
    ['events', 'demo event', 'demo events', 'events'],
    ['sermons', 'demo sermon', 'demo sermons', 'sermons'],
    ['testimonies', 'demo testimony', 'demo testimonies', 'testimonies'],
    ['comments', 'demo comment', 'demo comments', 'comments'],
    ['members', 'demo member', 'demo members', 'users'],
    ['contacts', 'demo contact message', 'demo contact messages', 'contacts'],
    ['prayerRequests', 'demo prayer request', 'demo prayer requests', 'prayer'],
    ['quickChats', 'demo quick chat', 'demo quick chats', 'quick-chats'],
  ];
  return rows
    .filter(([kind]) => counts[kind] > 0)
    .map(([kind, one, many, name]) => ({
      id: `demo-${kind}`,
      label: plural(counts[kind], one, many),
      detail: 'Made up by the demo: remove the demo content, or delete them one by one.',
      href: section(name),
    }));
}

function serverItems(config: LaunchConfig): Item[] {
  const items: Item[] = [];
  if (DEFAULT_SENDER.test(config.mailFrom)) {
    items.push({
      id: 'mail-from',
      label: 'Email sender',
      detail: 'Emails carry the church’s name but come from a no-reply address the server made up.',
      href: section('outbox'),
      environment: 'MAIL_FROM',
    });
  }
  if (!config.smtpUrl) {
    items.push({
      id: 'mail-server',
      label: 'Mail server',
      detail: 'No mail server is set: emails wait in the outbox and nobody receives them.',
      href: section('outbox'),
      environment: 'SMTP_URL',
    });
  }
  if (LOCAL_HOSTS.has(new URL(config.publicSiteUrl).hostname)) {
    items.push({
      id: 'public-site-url',
      label: 'Public web address',
      detail: `Links in emails and shared pages point to ${config.publicSiteUrl}.`,
      href: section('outbox'),
      environment: 'PUBLIC_SITE_URL',
    });
  }
  return items;
}

/** Everything still left from the demo church or at a default, in the order to fix it. */
export function launchChecklist(input: {
  settings: Settings;
  content: SiteContent;
  config: LaunchConfig;
  counts: DemoContentCounts;
}): LaunchChecklistItem[] {
  return [
    ...settingsItems(input.settings),
    ...contentItems(input.content),
    ...demoRowItems(input.counts),
    ...serverItems(input.config),
  ].map((item) => ({ ...item, environment: item.environment ?? null }));
}
