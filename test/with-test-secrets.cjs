// Runs a command with the test secrets in its environment: `node test/with-test-secrets.cjs next build`.
const { spawnSync } = require('node:child_process');
const { TEST_SECRETS } = require('./secrets.cjs');

const [command, ...args] = process.argv.slice(2);
const bin = command === 'next' ? [process.execPath, ['node_modules/next/dist/bin/next', ...args]] : [command, args];
const result = spawnSync(bin[0], bin[1], { stdio: 'inherit', env: { ...process.env, ...TEST_SECRETS } });
process.exit(result.status ?? 1);
