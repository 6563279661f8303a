// The browser tests' mail server: a real SMTP server the test app sends to. Each message it
// accepts is written to a folder as JSON (recipients, subject, the message as sent), where the
// tests read it; addresses at bounce.example are refused with 550, as unknown mailboxes are.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export const REFUSED_DOMAIN = '@bounce.example';

export async function startE2eMailServer(folder) {
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.toLowerCase().endsWith(REFUSED_DOMAIN)) {
        callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          receivedAt: new Date().toISOString(),
          raw,
        };
        const name = `${Date.now()}-${randomBytes(4).toString('hex')}.json`;
        writeFileSync(join(folder, name), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.server.address().port,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
