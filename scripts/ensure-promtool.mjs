// The metrics e2e checks the exposition with promtool, from Debian's prometheus package; install it when missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = '/usr/bin/promtool';
if (!existsSync(path)) {
  console.log(`${path} no existe: instalando prometheus de Debian…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus`, { stdio: 'inherit' });
}
