import type { Page } from '@playwright/test';
import { startLoopback } from '../test/loopback';
import { expect, test } from './fixtures';

/**
 * The home's opening banner is never painted half-parsed (components/blocks/hero/hero.tsx): its
 * text sits at the bottom of the image, so a banner painted with its title but not yet its
 * buttons would climb as they arrive. A relay in front of the site sends the home's document up to
 * the end of the banner's h1 and holds the rest, as a slow network may: the browser must not
 * paint until the rest comes, then paints it whole, with no layout shift.
 */

/** A relay to the site that holds every document after its first `</h1>` until `release()`. */
async function holdingRelay(site: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const relay = await startLoopback(async (req, res, sent) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'accept-encoding', 'connection', 'content-length'].includes(k))) as Record<string, string>;
    const answer = await fetch(site + req.url, { method: req.method, headers, body: sent || undefined, redirect: 'manual' });
    const body = Buffer.from(await answer.arrayBuffer());
    const passed = [...answer.headers].filter(([k]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'set-cookie'].includes(k));
    res.writeHead(answer.status, Object.fromEntries(passed));
    if (!answer.headers.get('content-type')?.startsWith('text/html')) return void res.end(body);
    const cut = body.indexOf('</h1>') + '</h1>'.length;
    res.write(body.subarray(0, cut));
    await released;
    res.end(body.subarray(cut));
  });
  return { url: relay.url, release, close: relay.close };
}

/** Whether the page gets a frame within a second: a page whose rendering is blocked gets none. */
const framed = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        requestAnimationFrame(() => resolve(true));
        setTimeout(() => resolve(false), 1000);
      }),
  );

test('the home is not painted while its opening banner is half-parsed, then painted whole with no shift', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const relay = await holdingRelay(baseURL!);
  try {
    await page.goto(relay.url + '/', { waitUntil: 'commit' });
    // The head (every stylesheet loaded: nothing else holds the paint) and the banner's title are in;
    // its subtitle and buttons are not.
    const headIn = () =>
      page.evaluate(() => {
        const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
        return sheets.length > 0 && sheets.every((l) => (l.sheet?.cssRules.length ?? 0) > 0) && Boolean(document.querySelector('main h1'));
      });
    await expect.poll(headIn).toBe(true);
    expect(await page.evaluate(() => Boolean(document.querySelector('main section a.btn')))).toBe(false);
    expect(await framed(page), 'a frame while the banner is half-parsed').toBe(false);
    expect(await page.evaluate(() => performance.getEntriesByType('paint').length)).toBe(0);

    relay.release();
    await page.waitForLoadState('load');
    await expect.poll(() => framed(page)).toBe(true);
    const { paints, shifts } = await page.evaluate(
      () =>
        new Promise<{ paints: number; shifts: number }>((resolve) => {
          let shifts = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) shifts += (e as PerformanceEntry & { value: number }).value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve({ paints: performance.getEntriesByType('paint').length, shifts }), 300);
        }),
    );
    expect(paints).toBeGreaterThan(0);
    expect(shifts).toBe(0);
    await expect(page.locator('main section a.btn').first()).toBeVisible();
  } finally {
    await page.goto('about:blank'); // its last beacons still reach the relay
    await relay.close();
  }
});
