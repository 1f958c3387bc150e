import { expect, test } from './fixtures';

/** Content blocks on a phone: the home carousel, sharing a detail page, adding an event to a calendar. */

const COURSE = '/eventos/curso-de-excel-para-el-trabajo-2027';

test('the home carousel is server HTML first, then slides with its buttons and stops when paused', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  const section = html.slice(html.indexOf('data-carousel="banner"'));
  expect(section).toContain('Inscripciones abiertas 2027-I');
  expect(section.indexOf('Inscripciones abiertas 2027-I')).toBeLessThan(section.indexOf('Día de puertas abiertas'));

  await page.clock.install(); // the page's timers run on a clock the test moves on
  await page.goto('/');
  const carousel = page.locator('[data-carousel="banner"]');
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('[data-ready]')).toBeVisible();
  const active = carousel.locator('.swiper-slide-active');
  await expect(active).toHaveAttribute('aria-label', 'Diapositiva 1 de 3');

  // Autoplay is on: the banner moves by itself once its delay (6 s in the content) has passed.
  await page.clock.runFor(6_500);
  await expect(active).not.toHaveAttribute('aria-label', 'Diapositiva 1 de 3');

  // Pause (WCAG 2.2.2), then move focus away so only the button can be holding it still.
  const toggle = carousel.getByRole('button', { name: /^Pausar/ });
  await toggle.click();
  await expect(carousel.getByRole('button', { name: /^Reproducir/ })).toBeVisible();
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const held = await active.getAttribute('aria-label');
  await page.clock.runFor(7_000); // more than an autoplay delay
  await expect(active).toHaveAttribute('aria-label', held ?? '');

  // Next and previous, with a wrap-around (rewind) at the ends.
  const next = carousel.getByRole('button', { name: 'Diapositiva siguiente' });
  const prev = carousel.getByRole('button', { name: 'Diapositiva anterior' });
  for (const button of [next, prev]) {
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  const index = Number(/(\d) de 3/.exec(held ?? '')?.[1]);
  await next.click();
  await expect(active).toHaveAttribute('aria-label', `Diapositiva ${(index % 3) + 1} de 3`);
  await prev.click();
  await expect(active).toHaveAttribute('aria-label', `Diapositiva ${index} de 3`);
});

test('the first slide is laid out by its own content: the slides parsed after it move nothing in it', async ({ browser }) => {
  // A slow phone paints while the parser is still in the carousel: what is on screen then must
  // stay where it is once the next slides arrive (the CLS test only catches it under load).
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/');
  const moved = await page.evaluate(() => {
    const slides = [...document.querySelectorAll('[data-carousel="banner"] [data-slide]')];
    const boxes = () => [...slides[0]!.querySelectorAll('h2, h3, p, a')].map((e) => e.getBoundingClientRect().y);
    const whole = boxes();
    const rest = slides.slice(1);
    rest.forEach((slide) => slide.remove());
    const alone = boxes();
    return { count: rest.length, whole, alone };
  });
  expect(moved.count).toBe(2);
  expect(moved.alone).toEqual(moved.whole);
  await context.close();
});

test('a news page shares its canonical URL and confirms the copy', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const path = '/noticias/becas-talento-regional-2027';
  await page.goto(path);
  const share = page.getByRole('complementary', { name: 'Comparte esta página' });
  await expect(share.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', /facebook\.com\/sharer/);
  await expect(share.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await expect(share.locator('a[data-network]')).toHaveCount(7);

  await share.getByRole('button', { name: 'Copiar enlace' }).click();
  await expect(share.getByRole('status')).toHaveText('Enlace copiado');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`);
});

test('an event adds itself to the calendar as an .ics, with its monthly course schedule', async ({ page, request }) => {
  const ics = await request.get(`/api/calendar${COURSE}`);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(ics.headers()['content-disposition']).toBe('attachment; filename="curso-de-excel-para-el-trabajo-2027.ics"');
  const body = await ics.text();
  expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(body).toContain('\r\nBEGIN:VEVENT\r\n');
  expect(body).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
  expect(body).toContain('\r\nRRULE:FREQ=MONTHLY;COUNT=6\r\n');
  expect(body).toContain('\r\nX-WR-TIMEZONE:America/Bogota\r\n');

  const notEvent = await request.get('/api/calendar/nosotros');
  expect(notEvent.status()).toBe(404);
  expect((await notEvent.json()).error).toMatch(/evento/);
  expect((await request.get('/api/calendar/eventos/a%20b')).status()).toBe(400);

  await page.goto(COURSE);
  await expect(page.getByRole('list', { name: 'Fechas de las sesiones' }).getByRole('listitem')).toHaveCount(6);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Agregar a mi calendario' }).click();
  expect((await download).suggestedFilename()).toBe('curso-de-excel-para-el-trabajo-2027.ics');

  await page.goto('/eventos');
  await expect(page.getByRole('link', { name: /^Agregar a mi calendario/ }).first()).toHaveAttribute('href', /^\/api\/calendar\/eventos\//);
});
