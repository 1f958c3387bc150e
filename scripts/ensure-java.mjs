// The HTML checker (vnu-jar) runs on Debian's Java; install it when missing (never download a JRE).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const path = process.env.JAVA_PATH ?? '/usr/bin/java';
if (!existsSync(path)) {
  console.log(`${path} no existe: instalando default-jre-headless de Debian…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless`, { stdio: 'inherit' });
}
