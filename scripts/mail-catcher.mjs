// A mail server for the browser tests: it accepts every message over SMTP, and answers what it
// received over HTTP (GET /messages, newest last; ?to= keeps one recipient's), so a test can
// read the email the app sent and follow its links. Nothing leaves the machine.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

/** Starts both servers on free ports of 127.0.0.1. */
export async function startMailCatcher() {
  const received = [];
  const smtp = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          subject: /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? '',
          raw,
        });
        callback();
      });
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));

  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = to ? received.filter((message) => message.to.includes(to)) : received;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
  });
  await new Promise((resolve) => http.listen(0, '127.0.0.1', resolve));

  return {
    smtpUrl: `smtp://127.0.0.1:${smtp.server.address().port}`,
    httpUrl: `http://127.0.0.1:${http.address().port}`,
    close: () =>
      Promise.all([
        new Promise((resolve) => smtp.close(resolve)),
        new Promise((resolve) => http.close(resolve)),
      ]),
  };
}
