import type { Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { expect, test } from './fixtures';
import { PAGE_TYPES } from './page-types';
import { signIn } from './staff';

/**
 * WCAG 2.2 SC 2.4.7 (Focus Visible, AA) with the contrast of SC 1.4.11 (Non-text Contrast): on a
 * phone and a desktop, every Tab stop of the pages below changes the picture around the control, and enough
 * of the changed pixels differ from what was there before by 3:1 or more, wherever the control
 * sits (white sections, the dark footer, a hero's text over its image). Measured on screenshots
 * of where the ring is drawn (a card's is around the card, not its link), focused and not: what
 * the visitor sees, whatever CSS draws it.
 */
const KINDS = ['home', 'program', 'landing with its form', 'academic offer', 'campuses', 'event'];
const PAGES = KINDS.map((name) => PAGE_TYPES.find((type) => type.name === name)!.path);
const MAX_STOPS = 200;

/** WCAG relative luminance of an sRGB pixel. */
function luminance(r: number, g: number, b: number): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** How many pixels change between the two pictures by a contrast of 3:1 or more. */
function contrastingChange(before: Buffer, after: Buffer): number {
  const a = PNG.sync.read(before).data;
  const b = PNG.sync.read(after).data;
  let count = 0;
  for (let i = 0; i + 2 < a.length && i + 2 < b.length; i += 4) {
    if (a.readUIntBE(i, 3) === b.readUIntBE(i, 3)) continue;
    const la = luminance(a.readUInt8(i), a.readUInt8(i + 1), a.readUInt8(i + 2));
    const lb = luminance(b.readUInt8(i), b.readUInt8(i + 1), b.readUInt8(i + 2));
    if ((Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05) >= 3) count++;
  }
  return count;
}

/**
 * The focused control: a name for the report, its perimeter, whether it is in `main`, and the
 * region its ring is drawn in (the box of the control or of the ancestor that outlines itself for
 * it, as a card does, with the outline and a margin), cut to the viewport; null out of view.
 */
const focused = (page: Page) =>
  page.evaluate(async () => {
    // Where the focus moved something (a carousel brings the focused slide in), once it settled.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    el.dataset.focusWalk ??= String(Math.random());
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 40)}"`;
    let ring: Element = el;
    for (let at: Element | null = el; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
        ring = at;
        break;
      }
    }
    const style = getComputedStyle(ring);
    const margin = Math.max(0, parseFloat(style.outlineOffset) || 0) + (parseFloat(style.outlineWidth) || 0) + 4;
    const r = ring.getBoundingClientRect();
    const x = Math.max(0, Math.floor(r.left - margin));
    const y = Math.max(0, Math.floor(r.top - margin));
    const width = Math.min(innerWidth, Math.ceil(r.right + margin)) - x;
    const height = Math.min(innerHeight, Math.ceil(r.bottom + margin)) - y;
    const own = el.getBoundingClientRect();
    const region = width > 0 && height > 0 ? { x, y, width, height } : null;
    return { id: el.dataset.focusWalk, name, inMain: Boolean(el.closest('main')), region, perimeter: 2 * (own.width + own.height) };
  });

/**
 * The walk through one page: every Tab stop until the focus comes back to the first, each stop in
 * view measured (the header's and footer's only where `chrome`: they are the same on every page).
 */
async function faintStops(page: Page, chrome: boolean): Promise<string[]> {
  await page.mouse.move(0, 0);
  const faint: string[] = [];
  let first: string | null = null;
  let stops = 0;
  for (; stops < MAX_STOPS; stops++) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    if (!stop) continue;
    if (stop.id === first) break;
    first ??= stop.id;
    // Out of view (the skip link until it is focused has its own test), or the header and footer again.
    if (!stop.region || (!chrome && !stop.inMain)) continue;
    const shot = { clip: stop.region, animations: 'disabled', caret: 'hide' } as const;
    const on = await page.screenshot(shot);
    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    const off = await page.screenshot(shot);
    await page.evaluate((id) => document.querySelector<HTMLElement>(`[data-focus-walk="${id}"]`)?.focus({ preventScroll: true }), stop.id);
    // At least a 1 px line around the control, in pixels that changed by 3:1 or more.
    const changed = contrastingChange(off, on);
    if (changed < stop.perimeter) faint.push(`${stop.name}: ${changed} px changed by ≥ 3:1, perimeter ${Math.round(stop.perimeter)} px`);
  }
  expect(stops, 'the walk came back to its first stop').toBeLessThan(MAX_STOPS);
  return faint;
}

/**
 * In `npm test`: every page on a phone; on a desktop, where the header's menu and the footer are
 * laid out anew, two. `npm run test:focus` (FOCUS_WALK=every) walks every page at three widths,
 * and the staff workbench signed in on a phone and a desktop: too long for every run (three and a
 * half minutes in all), run before a change to the layout or the styles lands.
 */
const EVERY = process.env.FOCUS_WALK === 'every';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const VIEWPORTS = EVERY
  ? [
      { ...PHONE, pages: PAGES },
      { width: 768, height: 1024, pages: PAGES },
      { ...DESKTOP, pages: PAGES },
    ]
  : [
      { ...PHONE, pages: PAGES },
      { ...DESKTOP, pages: PAGES.slice(0, 2) },
    ];

for (const { width, height, pages } of VIEWPORTS) {
  test.describe(`focus is visible at ${width}×${height}`, () => {
    test.use({ viewport: { width, height }, reducedMotion: 'reduce' });

    for (const [n, path] of pages.entries()) {
      test(path, async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto(path);
        expect(await faintStops(page, n === 0)).toEqual([]);
      });
    }
  });
}

/** The workbench's pages (their own header) once signed in; its sign-in page is walked first. */
const STAFF_PAGES = ['/staff', '/staff/enlaces?crear=1', '/staff/verificar', '/staff/campanas?dias=30', '/staff/conversiones?dias=30', '/staff/rendimiento', '/staff/redirecciones'];

for (const viewport of EVERY ? [PHONE, DESKTOP] : []) {
  test.describe(`focus is visible in the workbench at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('every page', async ({ page }) => {
      test.setTimeout(300_000);
      const faint: string[] = [];
      await page.goto('/staff/entrar');
      faint.push(...(await faintStops(page, true)).map((stop) => `/staff/entrar: ${stop}`));
      await signIn(page);
      for (const [n, path] of STAFF_PAGES.entries()) {
        await page.goto(path);
        faint.push(...(await faintStops(page, n === 0)).map((stop) => `${path}: ${stop}`));
      }
      expect(faint).toEqual([]);
    });
  });
}
