// Finds a Chromium for the browser tests, installing one where none is found.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

function playwrightsOwn() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function found() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path)) ?? playwrightsOwn();
}

function tryRun(command, args) {
  try {
    console.log(`> ${command} ${args.join(' ')}`);
    execFileSync(command, args, { stdio: 'inherit' });
    return true;
  } catch {
    return false;
  }
}

export function findChromium() {
  let path = found();
  if (path) return path;
  console.log('No Chromium found; installing one for the browser tests.');
  if (tryRun('npx', ['playwright', 'install', 'chromium'])) path = found();
  if (!path && existsSync('/etc/debian_version')) {
    const asRoot = process.getuid?.() === 0 ? [] : ['sudo'];
    const apt = (args) =>
      asRoot.length ? tryRun('sudo', ['apt-get', ...args]) : tryRun('apt-get', args);
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', 'chromium']);
    path = found();
  }
  if (!path) {
    console.error(
      'The browser tests need Chromium and none could be installed.\n' +
        'Install it (Debian/Ubuntu: "apt-get install -y chromium"), or point CHROME_PATH at a Chromium or Chrome binary, then run npm test again.',
    );
    process.exit(1);
  }
  return path;
}
