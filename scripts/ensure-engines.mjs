// The engines e2e (e2e/engines.spec.ts) drives Debian's Firefox ESR over WebDriver BiDi and WebKitGTK's
// MiniBrowser through WebKitWebDriver on a virtual display; install them when missing (never download a browser build).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const needed = {
  'firefox-esr': process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  'webkit2gtk-driver': '/usr/bin/WebKitWebDriver',
  xvfb: '/usr/bin/Xvfb',
};
const missing = Object.entries(needed).filter(([, path]) => !existsSync(path)).map(([name]) => name);
if (missing.length) {
  console.log(`Faltan ${missing.join(', ')}: instalando de Debian…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${missing.join(' ')}`, { stdio: 'inherit' });
}
