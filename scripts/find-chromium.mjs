// Finds a Chromium for the browser tests, installing Debian's where none is found.
// Playwright's own browser download is never used: the tests run in the system Chromium.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

function found() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path));
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
  if (existsSync('/etc/debian_version')) {
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
