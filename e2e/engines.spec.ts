import { writeFile } from 'node:fs/promises';
import { expect, test, type TestInfo } from '@playwright/test';
import { emailFor, type CrmPath } from './lead-api';
import { crmEntriesWith } from './lead-crm';
import { coverOf, firefox, webkit, type Engine, type EngineTab } from './engines';
import { outboxWith } from './plain-form';

/**
 * The contact form and a program page's lead form sent in Firefox and in WebKit (Safari's
 * engine family) on a phone-sized window, before any cookie choice (the notice fixed at the
 * bottom), filled as a person fills them: typed, chosen, ticked, and "Enviar" scrolled into view
 * and clicked with the engine's own pointer. Each reaches the CRM stand-in exactly once.
 * The engines are not Playwright's: this file's tests use none of its browser fixtures. Without a
 * proxy header of their own, their four submissions count as the loopback client's.
 */

type Sent = { name: string; path: string; form: string; crm: CrmPath; thanks: RegExp; fill: (tab: EngineTab, form: string, email: string) => Promise<void> };

const person = async (tab: EngineTab, form: string, email: string) => {
  await tab.type(`${form} [name="firstName"]`, 'Valentina');
  await tab.type(`${form} [name="lastName"]`, 'Gómez Restrepo');
  await tab.type(`${form} [name="email"]`, email);
  await tab.type(`${form} [name="mobilePhone"]`, '3101234567');
};

const tick = (tab: EngineTab, form: string, name: string, value?: string) => tab.click(`${form} input[name="${name}"]${value ? `[value="${value}"]` : ''}`);

/** The values of a select's real options, once there are some (a city's list follows its department). */
async function options(tab: EngineTab, select: string): Promise<string[]> {
  let values: string[] = [];
  await expect
    .poll(async () => (values = await tab.run((s: string) => [...(document.querySelector(s)?.querySelectorAll('option') ?? [])].map((o) => (o as HTMLOptionElement).value).filter(Boolean), select)).length, {
      message: `${select} offers options`,
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  return values;
}

const FORMS: Sent[] = [
  {
    name: 'the contact form (/contacto)',
    path: '/contacto',
    form: 'form[data-form-id="co-form-contacto"]',
    crm: '/web-cases',
    thanks: /\/contacto\/gracias$/,
    async fill(tab, form, email) {
      await person(tab, form, email);
      await tab.choose(`${form} [name="subject"]`, 'admisiones');
      await tab.type(`${form} [name="message"]`, 'Quisiera saber las fechas de inscripción.');
      await tick(tab, form, 'habeasData');
    },
  },
  {
    name: "a program page's lead form",
    path: '/programas/ingenieria-de-sistemas',
    form: 'form[data-form-id="co-form-landing"]',
    crm: '/leads',
    thanks: /\/programas\/ingenieria-de-sistemas\/gracias$/,
    async fill(tab, form, email) {
      await person(tab, form, email);
      await tick(tab, form, 'ageGroup', 'adulto');
      await tab.choose(`${form} [name="state"]`, 'antioquia');
      await options(tab, `${form} [name="city"]`);
      await tab.choose(`${form} [name="city"]`, 'medellin');
      expect(await tab.run((s: string) => (document.querySelector(s) as HTMLSelectElement).value, `${form} [name="program"]`), 'the page preselects its program').toBe('co-ing-sistemas');
      const [slot] = await options(tab, `${form} [name="contactTime"]`);
      await tab.choose(`${form} [name="contactTime"]`, slot ?? '');
      await tick(tab, form, 'donotdisturblaw', 'si');
      for (const channel of ['whatsapp', 'email']) await tick(tab, form, 'channels', channel);
      await tick(tab, form, 'habeasData');
    },
  },
];

/** Once React has taken the form over, its submit is the enhanced one (as `waitForHydration` in plain-form.ts). */
const hydrated = (tab: EngineTab, form: string) =>
  expect
    .poll(() => tab.run((s: string) => Object.keys(document.querySelector(`${s} button[type="submit"]`) ?? {}).some((k) => k.startsWith('__react')), form), { message: 'the form is hydrated', timeout: 15_000 })
    .toBe(true);

/** The cookie notice is on screen: painted, inside the viewport. */
const noticeShown = (tab: EngineTab) =>
  tab.run(() => {
    const notice = document.getElementById('cookie-notice');
    const r = notice?.getBoundingClientRect();
    return !!notice && !!r && getComputedStyle(notice).visibility === 'visible' && r.height > 0 && r.top < innerHeight && r.bottom <= innerHeight + 1;
  });

/** What a failed test leaves to look at: the screen, and the form's fields marked invalid with their messages. */
async function leaveEvidence(tab: EngineTab, form: string, testInfo: TestInfo) {
  const screen = testInfo.outputPath('screen.png');
  await writeFile(screen, await tab.screenshot());
  await testInfo.attach('screen', { path: screen, contentType: 'image/png' });
  const invalid = await tab.run(
    (s: string) => [...document.querySelectorAll(`${s} [aria-invalid="true"]`)].map((el) => `${el.getAttribute('name')}: ${document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? ''}`),
    form,
  );
  const state = testInfo.outputPath('invalid-fields.json');
  await writeFile(state, JSON.stringify({ url: await tab.url(), invalid }, null, 2));
  await testInfo.attach('invalid fields', { path: state, contentType: 'application/json' });
}

const ENGINES: Engine[] = [firefox(), webkit()];

/** A phase of a form's test times out before the test does, so that a phase that hangs is named. */
const PHASE = { timeout: 30_000 };

for (const engine of ENGINES) {
  test.describe(engine.name, () => {
    test.beforeAll(async () => {
      test.setTimeout(40_000);
      await engine.start();
    });
    test.afterAll(async () => {
      await engine.stop();
    });

    test('the phone menu opens with the pointer, focuses its close control, and closes with it or Escape', async ({ baseURL }) => {
      const TOGGLE = '#site-header button[popovertarget]:not([popovertargetaction])';
      const CLOSE = 'nav button[popovertargetaction="hide"]';
      const tab = await engine.open();
      try {
        await tab.goto(`${baseURL}/sedes`);
        const state = () =>
          tab.run((toggle: string) => {
            const focused = document.activeElement;
            return {
              open: document.getElementById('site-menu')?.matches(':popover-open') ?? null,
              nav: (document.querySelector('nav[aria-label="Menú principal"]')?.getBoundingClientRect().height ?? 0) > 0,
              focused: focused?.matches(toggle) ? 'toggle' : focused?.closest('nav') ? focused.textContent : focused?.tagName,
            };
          }, TOGGLE);
        expect(await state()).toEqual({ open: false, nav: false, focused: 'BODY' });
        await tab.click(TOGGLE);
        await expect.poll(state).toEqual({ open: true, nav: true, focused: '× Cerrar menú' });
        await tab.click(CLOSE);
        await expect.poll(state).toEqual({ open: false, nav: false, focused: 'toggle' });
        await tab.click(TOGGLE);
        await expect.poll(state).toMatchObject({ open: true, focused: '× Cerrar menú' });
        await tab.type(CLOSE, '\uE00C'); // WebDriver's Escape key
        await expect.poll(state).toEqual({ open: false, nav: false, focused: 'toggle' });
      } finally {
        await tab.close();
      }
    });

    for (const sent of FORMS) {
      test(`${sent.name} is sent with the cookie notice on screen and reaches the CRM once`, async ({ baseURL }, testInfo) => {
        test.setTimeout(45_000);
        const email = emailFor(engine.name.toLowerCase());
        const tab = await test.step('a new browser window', () => engine.open(), PHASE);
        try {
          await test.step('the page, hydrated', async () => {
            await tab.goto(`${baseURL}${sent.path}`);
            testInfo.annotations.push({ type: 'viewport', description: `${engine.name}: ${await tab.viewport()}` });
            await hydrated(tab, sent.form);
          }, PHASE);
          await test.step('the form filled in', () => sent.fill(tab, sent.form, email), PHASE);

          const submit = `${sent.form} button[type="submit"]`;
          await test.step('«Enviar» clicked with the notice on screen', async () => {
            // Where WebDriver's click and the browser's focus put a control below the screen: at the
            // bottom edge, less the page's scroll-padding (WCAG 2.2 SC 2.4.11: the notice covers nothing in use).
            await tab.run((s: string) => document.querySelector(s)?.scrollIntoView({ block: 'end' }), submit);
            expect(await noticeShown(tab), 'the cookie notice is on screen').toBe(true);
            expect(await tab.run(coverOf, submit), 'what covers «Enviar»').toBe('');
            await tab.click(submit);
          }, PHASE);

          await test.step('the thank-you page', async () => {
            await expect.poll(() => tab.url(), { message: 'the thank-you page', timeout: 15_000 }).toMatch(sent.thanks);
            await expect.poll(() => tab.run(() => document.querySelector('main')?.textContent ?? ''), { timeout: 10_000 }).toMatch(/gracias/i);
          }, PHASE);
        } catch (error) {
          await leaveEvidence(tab, sent.form, testInfo).catch((e: Error) => testInfo.annotations.push({ type: 'no evidence', description: e.message }));
          throw error;
        } finally {
          await tab.close();
        }
        await expect.poll(async () => (await crmEntriesWith(sent.crm, email)).length, { message: 'the CRM stand-in has it', timeout: 15_000 }).toBe(1);
        expect(await outboxWith(email), 'one submission in the outbox').toBe(1);
      });
    }
  });
}
