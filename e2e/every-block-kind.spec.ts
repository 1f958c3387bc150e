import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * One assertion per body block kind (`bodyKinds` in lib/content/block-kinds.ts) on a real page of
 * the embedded content (content-service/content/co), on a phone: what a visitor sees from the
 * content JSON, not just that an element exists. The shell kinds are
 * every-block-kind-shell.spec.ts's.
 */

/** A block section, by the title the content gives it (sections are labelled by their heading). */
const region = (page: Page, name: string | RegExp) => page.getByRole('region', { name, exact: typeof name === 'string' });

/** Images inside `scope` that are rendered and decoded. */
async function expectImagesLoaded(scope: Locator) {
  await scope.scrollIntoViewIfNeeded();
  await expect
    .poll(() => scope.locator('img').evaluateAll((imgs) => imgs.length > 0 && imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

test.describe('content blocks', () => {
  test('hero: the page h1, subtitle, eager image and its buttons (home)', async ({ page }) => {
    await page.goto('/');
    const hero = region(page, 'Tu futuro empieza aquí');
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Tu futuro empieza aquí');
    await expect(hero).toContainText('Inscripciones abiertas para el periodo 2027-I. Elige entre 14 programas en Colombia');
    // "Inscríbete" lands on the admissions form itself: one tap from the home to the form.
    await expect(hero.getByRole('link', { name: 'Inscríbete' })).toHaveAttribute('href', '/admisiones#co-form-admisiones');
    await expect(hero.getByRole('link', { name: 'Ver oferta académica' })).toHaveAttribute('href', '/oferta-academica');
    const img = hero.locator('img');
    await expect(img).toHaveAttribute('loading', 'eager');
    await expectImagesLoaded(hero);
  });

  test('html_text: title and CMS text, truncated on a word with an ellipsis (home)', async ({ page }) => {
    await page.goto('/');
    const text = region(page, 'Bienvenido a la Universidad Andina del Saber');
    await expect(text.getByRole('heading', { level: 2 })).toHaveText('Bienvenido a la Universidad Andina del Saber');
    await expect(text).toContainText('Somos una universidad con 3 sedes y 2 centros de atención en Colombia');
    // truncate: 320 — the third paragraph is cut away and the cut ends in "…"…
    await expect(text).not.toContainText('Te acompañamos desde la inscripción', { useInnerText: true });
    expect((await text.locator('.prose').first().innerText()).trim()).toMatch(/\S…$/);
    // …and "Leer más" shows the whole text in its place.
    await text.getByText('Leer más').click();
    await expect(text).toContainText('Te acompañamos desde la inscripción', { useInnerText: true });
    await expect(text.locator('.prose').first()).toBeHidden();
  });

  test('image: a responsive image with its caption and link (nosotros)', async ({ page }) => {
    await page.goto('/nosotros');
    const figure = page.locator('figure').filter({ hasText: 'Sede Bogotá, Bogotá.' });
    await expect(figure.locator('figcaption')).toHaveText('Sede Bogotá, Bogotá.');
    await expect(figure.getByRole('link', { name: /Conoce la Sede Bogotá/ })).toHaveAttribute('href', '/sedes/campus-bogota');
    // One <img> carrying the four spec styles in WebP as width candidates (image-candidates.ts).
    const img = figure.locator('img');
    await expect(img).toHaveCount(1);
    await expect(img).toHaveAttribute('srcset', /max_325x325\.webp 325w, \S+max_650x650\.webp 650w, \S+max_1300x1300\.webp 1300w, \S+large\.webp \d+w$/);
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expectImagesLoaded(figure);
    expect(await img.evaluate((i: HTMLImageElement) => i.currentSrc)).toMatch(/\.webp$/);
  });

  test('button: a call to action to an in-app page (home, 404)', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByRole('main').getByRole('link', { name: 'Inscríbete ahora' });
    await expect(cta).toHaveAttribute('href', '/admisiones');
    await expect(cta).toHaveClass(/\bbtn\b/);
    await page.goto('/no-existe');
    await page.getByRole('main').getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tu futuro empieza aquí');
  });

  test('program_list: program cards with type, modality and link (home, oferta académica)', async ({ page }) => {
    await page.goto('/');
    const list = region(page, 'Programas destacados');
    await expect(list.getByRole('heading', { name: 'Ingeniería de Sistemas' })).toBeVisible();
    await expect(list.getByRole('link', { name: /Ingeniería de Sistemas/ }).first()).toHaveAttribute('href', '/programas/ingenieria-de-sistemas');
    await expect(list.getByRole('listitem')).toHaveCount(3); // the home stays under 8 phone screens

    await page.goto('/oferta-academica');
    const all = region(page, 'Todos los programas');
    await expect(all).toContainText('Ingeniería Industrial');
    await expect(all).toContainText('Administración de Empresas');
  });

  test('program_detail: title, facts and price in pesos (ingeniería de sistemas)', async ({ page }) => {
    await page.goto('/programas/ingenieria-de-sistemas');
    const detail = region(page, 'Ingeniería de Sistemas');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText('Ingeniería de Sistemas');
    await expect(detail).toContainText('Diseña, construye y asegura el software y la infraestructura digital');
    for (const fact of ['Pregrado', 'Presencial', 'Sede Bogotá', '10 semestres']) await expect(detail).toContainText(fact);
    await expect(detail).toContainText(/\$\s?8\.950\.000/);
  });

  test('article_list: news cards from the articles collection (noticias)', async ({ page }) => {
    await page.goto('/noticias');
    const list = region(page, 'Noticias');
    await expect(list.getByRole('heading', { level: 2 })).toHaveText('Noticias');
    await expect(list.getByRole('link', { name: /Firmamos una alianza de doble titulación/ }).first()).toHaveAttribute('href', '/noticias/alianza-doble-titulacion-espana');
    await expect(list).toContainText('Abrimos la convocatoria de Becas Talento Regional para 2027-I');
    // A news list holds no blog posts.
    await expect(list).not.toContainText('Inteligencia artificial en el aula');
  });

  test('article_detail: headline, byline and body (becas talento regional)', async ({ page }) => {
    await page.goto('/noticias/becas-talento-regional-2027');
    const article = region(page, 'Abrimos la convocatoria de Becas Talento Regional para 2027-I');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText('Abrimos la convocatoria de Becas Talento Regional para 2027-I');
    await expect(article).toContainText('Hasta el 50 % de descuento en la matrícula');
    await expect(article.locator('time').first()).toHaveAttribute('datetime', /^2026-/);
  });

  test('event_list: upcoming events with Spanish dates and a calendar link (eventos)', async ({ page }) => {
    await page.goto('/eventos');
    const list = region(page, 'Próximos eventos');
    await expect(list.getByRole('link', { name: /Día de puertas abiertas en Bogotá/ }).first()).toHaveAttribute('href', '/eventos/dia-de-puertas-abiertas-bogota-2027');
    await expect(list).toContainText('Webinar: financia tu carrera con ICETEX y crédito directo');
    await expect(list).toContainText(/\b(ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\b/);
  });

  test('event_detail: title, place and the add-to-calendar link (puertas abiertas)', async ({ page }) => {
    await page.goto('/eventos/dia-de-puertas-abiertas-bogota-2027');
    const event = region(page, 'Día de puertas abiertas en Bogotá');
    await expect(event.getByRole('heading', { level: 1 })).toHaveText('Día de puertas abiertas en Bogotá');
    await expect(event).toContainText('Sede Bogotá, Carrera 13 # 48-26');
    await expect(event.getByRole('link', { name: 'Agregar a mi calendario' })).toHaveAttribute('href', '/api/calendar/eventos/dia-de-puertas-abiertas-bogota-2027');
  });

  test('campus_list: three campuses a page, and the next page (sedes)', async ({ page }) => {
    await page.goto('/sedes');
    const list = region(page, 'Encuentra tu sede');
    for (const title of ['Sede Bogotá', 'Sede Medellín', 'Sede Barranquilla']) await expect(list.getByRole('heading', { name: title })).toBeVisible();
    await expect(list).toContainText('Carrera 13 # 48-26, Chapinero, Bogotá D.C.');
    await list.getByRole('button', { name: /Siguiente/ }).click();
    await expect(list.getByRole('heading', { name: 'Centro de Atención Cali' })).toBeVisible();
    await expect(list.getByRole('heading', { name: 'Sede Bogotá' })).toBeHidden();
  });

  test('campus_detail: name, address, phone and opening hours (sede bogotá)', async ({ page }) => {
    await page.goto('/sedes/campus-bogota');
    const campus = region(page, 'Sede Bogotá');
    await expect(campus.getByRole('heading', { level: 1 })).toHaveText('Sede Bogotá');
    await expect(campus).toContainText('Carrera 13 # 48-26, Chapinero, Bogotá D.C.');
    await expect(campus).toContainText('+57 601 745 2200');
    await expect(campus).toContainText('Lunes a viernes 7:00 a. m. – 8:00 p. m.');
  });

  test('faq: questions collapsed, an answer opens on demand (admisiones)', async ({ page }) => {
    await page.goto('/admisiones');
    const faq = region(page, 'Dudas frecuentes sobre admisiones');
    const question = faq.locator('details').filter({ hasText: '¿Hay examen de admisión?' });
    await expect(faq.locator('details')).toHaveCount(4);
    await expect(faq.locator('details[open]')).toHaveCount(0);
    const answer = question.getByText('Para pregrado revisamos el resultado de la prueba Saber 11');
    await expect(answer).toBeHidden();
    await question.locator('summary').click();
    await expect(answer).toBeVisible();
  });

  test('forms: the contact form with its fields and submit label (contacto)', async ({ page }) => {
    await page.goto('/contacto');
    const form = page.locator('form[data-form-id]');
    await expect(form.getByRole('heading', { level: 2 })).toHaveText('Escríbenos');
    for (const label of ['Nombres', 'Apellidos', 'Correo electrónico', 'Celular', 'Mensaje']) {
      await expect(form.getByLabel(label, { exact: false }).first()).toBeVisible();
    }
    await expect(form.getByRole('button', { name: 'Enviar mensaje' })).toBeVisible();
  });

  test('cookie_policy: every registered key in a table, and the choice (politica-de-cookies)', async ({ page }) => {
    await page.goto('/politica-de-cookies');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de cookies');
    await expect(page.getByRole('heading', { level: 2, name: 'Lo que guardamos en tu navegador' })).toBeVisible();
    const cookies = page.getByRole('table', { name: 'Cookies' });
    for (const name of ['cookie_consent', 'form_clock', 'utm_source', 'attribution', 'first_impact']) await expect(cookies.getByRole('rowheader', { name })).toBeVisible();
    await expect(page.getByRole('table', { name: /localStorage/ }).getByRole('rowheader', { name: 'pendingFormSubmissions' })).toBeVisible();
    const choice = page.locator('form#preferencias');
    await expect(choice.getByRole('button')).toHaveText(['Aceptar', 'Rechazar']);
  });

  test('privacy_answer_times: the legal answer times from the configuration (tus-datos-personales)', async ({ page }) => {
    await page.goto('/tus-datos-personales');
    const times = region(page, 'Cuándo te responderemos');
    await expect(times.locator('[data-answer-time="query"]')).toContainText('máximo de 10 días hábiles');
    await expect(times.locator('[data-answer-time="claim"]')).toContainText('máximo de 15 días hábiles');
  });

  test('search: the search page form finds a program (buscar)', async ({ page }) => {
    await page.goto('/buscar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('¿Qué estás buscando?');
    const form = page.getByRole('main').getByRole('search');
    const input = form.getByRole('searchbox', { name: 'Buscar en el sitio' });
    await expect(input).toHaveAttribute('placeholder', 'Busca un programa, una noticia o una sede');
    await input.fill('sistemas');
    await form.getByRole('button', { name: 'Buscar' }).click();
    await expect(page).toHaveURL(/\/buscar\?q=sistemas/);
    await expect(page.getByRole('main').getByRole('link', { name: /Ingeniería de Sistemas/ }).first()).toBeVisible();
  });

  test('carousel: the first slide server-rendered, the next one on demand (home)', async ({ page }) => {
    await page.goto('/');
    const carousel = page.locator('[data-carousel="banner"]');
    await expect(carousel.locator('.swiper-slide').first()).toContainText('Inscripciones abiertas 2027-I');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('[data-ready]')).toBeVisible();
    await carousel.getByRole('button', { name: /^Pausar/ }).click();
    await carousel.getByRole('button', { name: 'Diapositiva siguiente' }).click();
    await expect(carousel.locator('.swiper-slide-active')).toContainText(/Día de puertas abiertas en Bogotá|Becas Talento Regional 2027-I/);
    await expect(carousel.locator('.swiper-slide').filter({ hasText: 'Día de puertas abiertas en Bogotá' }).getByRole('link', { name: 'Ver el evento' })).toHaveAttribute(
      'href',
      '/eventos/dia-de-puertas-abiertas-bogota-2027',
    );
  });

  test('video: a poster from the video API, the player only after the click (nosotros)', async ({ page }) => {
    // No third party in a test: the player's origin answers with an empty page.
    await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
    await page.goto('/nosotros');
    const video = region(page, 'Conócenos en video');
    await expect(video).toContainText('Estudiantes, docentes y egresados cuentan cómo se vive la universidad en Colombia.');
    const play = video.getByRole('button', { name: /Reproducir el video: Así se vive la Universidad Andina del Saber en Colombia/ });
    await expect(play).toBeVisible();
    await expect(video.locator('iframe')).toHaveCount(0);
    await play.click();
    await expect(video.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/uaSCo2026nA/);
  });

  test('social_embed: the post card from the embed API with a link to it (noticias)', async ({ page }) => {
    await page.goto('/noticias');
    const embed = region(page, 'En nuestras redes');
    await expect(embed).toContainText('¡Campeonas regionales! Nuestro equipo femenino de fútbol sala ganó la final ASCUN');
    await expect(embed).toContainText('@uandinadelsaber.co');
    await expect(embed.getByRole('link', { name: 'Ver la publicación en Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/p/DAndinaFutsal/');
  });
});
