/**
 * The project's service scripts (ES modules) loaded at run time: Playwright compiles the specs'
 * static imports to CommonJS, which a `.mjs` module cannot be.
 */
export const serviceScripts = async () => ({
  ...(await import('../scripts/services/postgres.mjs')),
  ...(await import('../scripts/services/redis.mjs')),
  ...(await import('../scripts/services/nginx.mjs')),
  ...(await import('../scripts/db-migrate.mjs')),
});
