// Preloaded into the screenshot suite's private server (node --import, through NODE_OPTIONS): the
// server's clock starts at SCREENS_CLOCK_START and moves one millisecond each time it is read,
// whatever the real time. The demo church is seeded relative to that clock (services next
// Sunday, a comment five minutes ago), so every run shows the same dates. Moving on each read,
// rather than standing still, keeps rows apart in time, so lists keep their order.
//
// Only this file reads the variable, and only a process started with this file preloaded reads
// it: the built server never looks at it, so no production setting can turn it on.
import { ServerResponse } from 'node:http';
import process from 'node:process';

const start = Date.parse(process.env.SCREENS_CLOCK_START ?? '');
if (Number.isNaN(start)) throw new Error('fixed-clock.mjs needs SCREENS_CLOCK_START (an ISO time)');

const RealDate = Date;
let reads = 0;
const now = () => start + reads++;

class FixedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(now());
    else super(...args);
  }

  static now() {
    return now();
  }

  // Dates made by the engine itself (structuredClone, native modules) are real Dates.
  static [Symbol.hasInstance](value) {
    return value instanceof RealDate;
  }
}

// Date() called without `new` answers a string of the current time.
const DateFunction = new Proxy(FixedDate, {
  apply: () => new FixedDate().toString(),
});

globalThis.Date = DateFunction;

// Node writes the Date header from its own clock, which the panel reads to work out how long
// the admin session has left; it has to tell the same time as the rest of the server.
const writeHead = ServerResponse.prototype.writeHead;
ServerResponse.prototype.writeHead = function (...args) {
  if (this.sendDate && !this.headersSent) this.setHeader('date', new FixedDate().toUTCString());
  return writeHead.apply(this, args);
};
