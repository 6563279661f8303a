import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '#shared/schemas/settings.js';
import { composeMail } from './compose.js';

describe('an email in the church’s name', () => {
  it('signs with the site name and the church’s address from the settings, escaped', () => {
    const mail = composeMail(
      {
        ...DEFAULT_SETTINGS,
        general: { ...DEFAULT_SETTINGS.general, siteName: 'Grace <Chapel>' },
        church: { address: '1 Hope Street', city: 'Accra', country: 'Ghana' },
      },
      { subject: 'Hello', paragraphs: ['Welcome.'] },
    );
    expect(mail.text).toContain('— Grace <Chapel>\n1 Hope Street, Accra, Ghana');
    expect(mail.html).toContain('Grace &lt;Chapel&gt; · 1 Hope Street, Accra, Ghana');
    expect(mail.html).not.toContain('Living Waters');
    expect(mail.html).not.toContain('Ibadan');
  });
});
