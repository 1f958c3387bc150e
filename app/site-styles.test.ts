import { globSync, readFileSync } from 'node:fs';

// The site's one stylesheet (site-styles.ts) holds every style sheet of the public site: a module
// missing from it would ship as a stylesheet of its own, another round trip before the first paint.
test('app/site-styles.ts imports globals.css first, then every CSS module outside the workbench', () => {
  const imports = [...readFileSync('app/site-styles.ts', 'utf8').matchAll(/^import '([^']+)';$/gm)].map(([, path = '']) =>
    path.replace(/^@\//, '').replace(/^\.\//, 'app/'),
  );
  const modules = globSync('{app,components}/**/*.module.css').filter((path) => !path.startsWith('app/staff/'));
  expect(imports[0]).toBe('app/globals.css');
  expect(imports.slice(1).sort()).toEqual(modules.sort());
});
