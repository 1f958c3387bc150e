// @ts-check
/**
 * Whether the demo secrets may stand in for missing ones (docs/configuration.md): only when
 * `ALLOW_DEMO_SECRETS` is exactly `1` or `true`, so that `0`, `false` or a typo keep them off.
 * Plain JavaScript, so that the site (lib/config/env.ts) and the scripts run by node alone
 * (scripts/leads.mjs) read the variable the same way.
 * @param {string | undefined} value
 * @returns {boolean}
 */
export const demoSecretsAllowed = (value) => value === '1' || value === 'true';
