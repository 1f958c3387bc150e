import { startLoopback } from '../test/loopback';
import { expect, test } from './fixtures';
import { signIn } from './staff';

const check = (url: string) => `/staff/verificar?url=${encodeURIComponent(url)}`;

test('the link checker names a 404, a mistyped landing, a mixed-case source, an empty medium and a pasted gclid, and reports a valid landing’s preselection', async ({
  page,
  baseURL,
}) => {
  await signIn(page, undefined, '/staff/verificar');

  // A valid landing: resolves, has a lead form, preselects the program, modality (and no campus).
  await page.goto(check(`${baseURL}/landing/pregrado/vir/n-a/administracion-de-empresas?utm_source=facebook&utm_medium=paid-social&utm_campaign=matriculas-2027`));
  await expect(page.getByTestId('link-status')).toHaveText('Responde 200.');
  await expect(page.getByTestId('link-form')).toHaveText('Sí');
  await expect(page.getByTestId('link-landing-check')).toHaveText('Todos los valores están en la oferta.');
  await expect(page.getByTestId('link-preselection')).toContainText('Programa: Administración de Empresas');
  await expect(page.getByTestId('link-preselection')).toContainText('Modalidad: Virtual');
  await expect(page.getByText('Sin problemas.')).toBeVisible();

  // A landing that does not exist: a 404 named plainly.
  await page.goto(check(`${baseURL}/landing/pregrado/vir/n-a/administracion-de-empresas/sobra/otra`));
  await expect(page.getByTestId('link-status')).toHaveText('No existe (404): el anuncio llevaría a la página de error.');

  // A mistyped program: the landing answers, but the checker names the value the offer lacks.
  await page.goto(check(`${baseURL}/landing/pregrado/vir/n-a/administracion-de-empresa`));
  await expect(page.getByTestId('link-landing-check')).toContainText('«administracion-de-empresa» (programa) no está en la oferta');

  // Campaign parameter problems.
  await page.goto(check(`${baseURL}/landing/pregrado?utm_source=Facebook&utm_medium=&utm_campaign=matriculas&gclid=Cj0KCQiA`));
  const issues = page.getByTestId('link-issues');
  await expect(issues).toContainText('«utm_source=Facebook» mezcla mayúsculas');
  await expect(issues).toContainText('«utm_medium» está vacío o falta');
  await expect(issues).toContainText('«gclid»');
  await page.goto(check(`${baseURL}/landing/pregrado?utm_source=periodico&utm_medium=offline&utm_campaign=x`));
  await expect(page.getByTestId('link-issues')).toContainText('La fuente «periodico» no está en el vocabulario');

  // Another site's link is refused beside the field, not fetched.
  await page.goto(check('https://example.com/landing/pregrado'));
  await expect(page.getByText(/Solo se verifican enlaces de este sitio/)).toBeVisible();
});

test('the link checker never asks another host, whatever the link says', async ({ page, baseURL }) => {
  const elsewhere = await startLoopback((_req, res) => res.end('<title>secreto</title>'));
  const host = new URL(elsewhere.url).host;
  const site = new URL(baseURL ?? '').origin;
  try {
    await signIn(page, undefined, '/staff/verificar');
    for (const link of [`//${host}/x`, `/.//${host}/x`, `/\\${host}/x`, `${site}//${host}/x`, `${site}/.//${host}/x`, `/%2F%2F${host}/x`, `/%2f%2f${host}/x`, `http://user@${host}/x`]) {
      const answer = await page.goto(check(link));
      expect(answer?.status(), link).toBe(200);
      await expect(page.getByText(/Solo se verifican enlaces de este sitio/), link).toBeVisible();
      await expect(page.getByText('secreto')).toHaveCount(0);
    }
    // A chain of redirects on the site is followed hop by hop, each hop on the site.
    await page.goto(check(`${site}/landing/pregrado/gracias?utm_source=x`));
    await expect(page.getByTestId('link-status')).toHaveText('Responde 200 después de 1 redirección(es).');
    expect(elsewhere.calls).toEqual([]);
  } finally {
    await elsewhere.close();
  }
});
