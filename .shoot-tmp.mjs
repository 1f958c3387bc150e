import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3917';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const shots = process.argv.slice(2);
for (const [w, h, tag] of [[390, 844, 'phone'], [1440, 900, 'desk']]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, isMobile: w < 500, hasTouch: w < 500 });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(tag, 'console', m.text()));
  page.on('pageerror', (e) => console.log(tag, 'pageerror', e.message));
  if (shots.includes('search')) {
    await page.goto(base + '/buscar?q=ingenieria');
    await page.screenshot({ path: `/tmp/shots/search-${tag}.png`, fullPage: true });
    await page.getByRole('button', { name: /Ver más/ }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shots/search-more-${tag}.png`, fullPage: true });
    await page.goto(base + '/buscar?q=zzzxqj');
    await page.screenshot({ path: `/tmp/shots/search-none-${tag}.png` });
    await page.goto(base + '/buscar');
    await page.screenshot({ path: `/tmp/shots/search-empty-${tag}.png` });
  }
  if (shots.includes('typeahead')) {
    await page.goto(base + '/');
    await page.getByRole('banner').getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('combobox').pressSequentially('ingen', { delay: 40 });
    await page.waitForTimeout(700);
    await page.getByRole('combobox').press('ArrowDown');
    await page.screenshot({ path: `/tmp/shots/typeahead-${tag}.png` });
  }
  if (shots.includes('offer')) {
    await page.goto(base + '/oferta-academica?filtro=ingenieria&categoria=pregrado');
    await page.waitForTimeout(800);
    await page.getByText(/^Filtrar/).click();
    await page.screenshot({ path: `/tmp/shots/offer-${tag}.png`, fullPage: false });
    await page.evaluate(() => document.querySelector('#programas')?.scrollIntoView());
    await page.screenshot({ path: `/tmp/shots/offer2-${tag}.png`, fullPage: false });
  }
  if (shots.includes('landing')) {
    await page.goto(base + '/landing/pregrado/presencial/campus-bogota/ingenieria-de-sistemas');
    await page.waitForTimeout(800);
    await page.getByLabel(/Programa de interés/).scrollIntoViewIfNeeded();
    console.log(tag, 'program value', await page.getByLabel(/Programa de interés/).inputValue());
    await page.screenshot({ path: `/tmp/shots/landing-${tag}.png` });
  }
  await ctx.close();
}
await browser.close();
