import type { Settings } from '#shared/schemas/settings.js';

export interface MailContent {
  subject: string;
  /** The opening line, e.g. "Dear Ruth,". */
  greeting?: string;
  paragraphs: readonly string[];
  /** One button (and its address in the text version). */
  action?: { label: string; url: string };
  /** For mail that is not a direct answer: a one-click way out (also as List-Unsubscribe). */
  unsubscribeUrl?: string;
  /**
   * Where mail programs POST the one-click unsubscribe (RFC 8058), when not `unsubscribeUrl`
   * itself: that one then opens a page that asks before acting, safe from link scanners.
   */
  oneClickUnsubscribeUrl?: string;
  /**
   * Words a person typed for this one recipient (a staff answer to a contact message). Every
   * other email is made by the site on its own and says so (Auto-Submitted: auto-generated, RFC
   * 3834), so mail programs send it no out-of-office answers.
   */
  writtenByPerson?: boolean;
}

/** The language of every email's words, which the site writes in English. */
const MAIL_LANGUAGE = 'en';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );

/**
 * An email in the church's name and colours: a plain-text version always, and a simple HTML one
 * (inline styles only, as mail programs need) with the same words. Every text is escaped.
 */
export function composeMail(
  settings: Pick<Settings, 'general' | 'appearance'> & {
    church?: Pick<Settings['church'], 'address' | 'city' | 'country'>;
  },
  content: MailContent,
) {
  const church = settings.general.siteName;
  const colour = settings.appearance.primaryColor;
  // Where the church is, under its name: as the settings say, never written into the code.
  const place = settings.church
    ? [settings.church.address, settings.church.city, settings.church.country]
        .filter(Boolean)
        .join(', ')
    : '';
  const textParts = [
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    `— ${church}`,
    ...(place ? [place] : []),
    ...(content.unsubscribeUrl ? ['', `Unsubscribe: ${content.unsubscribeUrl}`] : []),
  ];
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const html = [
    `<!doctype html><html lang="${MAIL_LANGUAGE}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f6f5fb;font-family:Arial,Helvetica,sans-serif;color:#1d1b29">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;overflow:hidden">',
    `<div style="background:${colour};color:#ffffff;padding:16px 24px;font-size:18px;font-weight:bold">${escapeHtml(church)}</div>`,
    '<div style="padding:24px">',
    ...(content.greeting ? [paragraph(content.greeting)] : []),
    ...content.paragraphs.map(paragraph),
    ...(content.action
      ? [
          `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${colour};color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(content.action.label)}</a></p>`,
        ]
      : []),
    '</div></div>',
    ...(place
      ? [
          `<p style="text-align:center;font-size:12px;color:#6b6880">${escapeHtml(church)} · ${escapeHtml(place)}</p>`,
        ]
      : []),
    ...(content.unsubscribeUrl
      ? [
          `<p style="text-align:center;font-size:12px;color:#6b6880"><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#6b6880">Unsubscribe</a></p>`,
        ]
      : []),
    '</body></html>',
  ].join('');
  const headers: Record<string, string> = {
    ...(content.writtenByPerson ? {} : { 'Auto-Submitted': 'auto-generated' }),
    ...(content.unsubscribeUrl
      ? {
          'List-Unsubscribe': `<${content.oneClickUnsubscribeUrl ?? content.unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : {}),
  };
  return {
    subject: content.subject,
    text: textParts.join('\n'),
    html,
    ...(Object.keys(headers).length > 0 ? { headers } : {}),
  };
}
