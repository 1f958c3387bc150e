// @ts-check
// What the site's process must find in its environment when it starts, because nothing it runs
// can set it afterwards (docs/decisions/0016-front-thread.md, "Memory"): glibc reads
// MALLOC_ARENA_MAX once, at the process's first allocation. Two arenas instead of glibc's default
// of eight per core keep the front thread's own arena from adding about 15 MB of RSS (the soak's
// bound is 400 MB). Every script that starts scripts/start-site.mjs spreads this into the child's
// environment; an operator's own MALLOC_ARENA_MAX wins. CommonJS so that the Playwright specs
// (TypeScript compiled to CommonJS) and the ESM scripts can both load it, as test/secrets.cjs.

/**
 * The variables the site's process starts with unless the environment names its own.
 * @param {NodeJS.ProcessEnv} [env] the environment the site would otherwise inherit
 * @returns {{ MALLOC_ARENA_MAX: string }}
 */
function siteProcessEnv(env = process.env) {
  return { MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX || '2' };
}

module.exports = { siteProcessEnv };
