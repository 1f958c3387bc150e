import { spawn, type ChildProcess } from 'node:child_process';
import puppeteer, { type Browser as PuppeteerBrowser, type BrowserContext, type ElementHandle, type Page as PuppeteerPage } from 'puppeteer-core';
import { Builder, By, type WebDriver, type WebElement } from 'selenium-webdriver';
import { freePort } from '../test/content-service';

/**
 * The site's forms in engines other than Chromium, driven over WebDriver as a test lab would
 * (docs/testing.md, "Other engines"): Debian's Firefox ESR over WebDriver BiDi (puppeteer-core)
 * and WebKitGTK's MiniBrowser over classic WebDriver (WebKitWebDriver and selenium-webdriver).
 * Neither downloads anything: both run the browsers scripts/ensure-engines.mjs installs.
 */

/** The phone the spec stands for; MiniBrowser's window is no narrower than its toolbar, so WebKit's viewport is wider. */
const PHONE = { width: 390, height: 844 };
const STEP_TIMEOUT_MS = 15_000;
/** How long a new WebKit session may take: a few seconds when the machine is busy. */
const SESSION_WAIT_MS = 12_000;

/** One visitor's tab: what a person does on a page, in the engine's own input. */
export interface EngineTab {
  /** The viewport as the page sees it, `innerWidth×innerHeight`. */
  viewport(): Promise<string>;
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** Focus the control and type `text` key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Choose the option of `value` in a select. */
  choose(selector: string, value: string): Promise<void>;
  /** The engine's real pointer click at the element's centre, once it is in view (`reveal`). */
  click(selector: string): Promise<void>;
  /** Run `fn` in the page with JSON arguments and return its JSON result. */
  run<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<T>;
  /** The viewport as a PNG. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: string;
  start(): Promise<void>;
  /** A fresh visitor: no cookies, so the cookie notice is on screen. */
  open(): Promise<EngineTab>;
  stop(): Promise<void>;
}

/**
 * In the page: unless `el` is entirely inside the scrollport's optimal viewing region (the viewport
 * less the page's scroll-padding, where the site keeps its fixed header and notice), scroll it to
 * that region's bottom edge, as the browser's own scrolling into view does. A person scrolls until
 * they see the control; a control left under the notice gets the notice's click.
 */
function reveal(el: Element) {
  const r = el.getBoundingClientRect();
  const root = getComputedStyle(document.documentElement);
  const top = parseFloat(root.scrollPaddingTop) || 0;
  const bottom = innerHeight - (parseFloat(root.scrollPaddingBottom) || 0);
  if (r.top < top || r.left < 0 || r.bottom > bottom || r.right > innerWidth) el.scrollIntoView({ block: 'end', inline: 'nearest' });
}

/** In the page: what the pointer would hit at the centre of `selector`'s element, '' when that is the element itself. */
export function coverOf(selector: string) {
  const el = document.querySelector(selector);
  if (!el) return 'no such element';
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (hit && (hit === el || el.contains(hit))) return '';
  return hit ? `${hit.tagName.toLowerCase()}${hit.id ? `#${hit.id}` : ''}${hit.className ? `.${String(hit.className).split(' ').join('.')}` : ''}` : 'nothing (off screen)';
}

/** Firefox ESR over WebDriver BiDi; each visitor in its own browser context (a fresh cookie jar). */
export function firefox(executablePath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'): Engine {
  let browser: PuppeteerBrowser | undefined;
  return {
    name: 'Firefox',
    async start() {
      browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true, defaultViewport: PHONE, timeout: 30_000 });
    },
    async open() {
      if (!browser) throw new Error('Firefox has not started');
      const context: BrowserContext = await browser.createBrowserContext();
      const page: PuppeteerPage = await context.newPage();
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      const element = async (selector: string): Promise<ElementHandle<Element>> => {
        const el = await page.waitForSelector(selector, { visible: true });
        if (!el) throw new Error(`no element ${selector}`);
        return el;
      };
      return {
        viewport: () => page.evaluate(() => `${innerWidth}×${innerHeight}`),
        goto: async (url) => void (await page.goto(url, { waitUntil: 'load' })),
        url: async () => page.url(),
        type: async (selector, text) => (await element(selector)).type(text),
        async choose(selector, value) {
          const select = await element(selector);
          await select.evaluate(reveal);
          await select.select(value);
        },
        async click(selector) {
          const el = await element(selector);
          await el.evaluate(reveal);
          await el.click();
        },
        run: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => never, ...args),
        screenshot: async () => Buffer.from(await page.screenshot()),
        close: () => context.close(),
      };
    },
    async stop() {
      await browser?.close();
      browser = undefined;
    },
  };
}

/** A virtual display (Xvfb) on the first free display number, which it names on a pipe once it accepts clients. */
async function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      xvfb.kill('SIGTERM');
      reject(new Error('Xvfb named no display'));
    }, 10_000);
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${out.trim()}`);
      }
    });
    xvfb.once('exit', () => reject(new Error('Xvfb exited')));
  });
  return { display, process: xvfb };
}

/** A new WebKit session that got no answer in time (its browser never came up). */
class SessionUnanswered extends Error {}

const running = (child: ChildProcess | undefined): child is ChildProcess & { pid: number } => !!child?.pid && child.exitCode === null && child.signalCode === null;

/**
 * WebKitGTK's MiniBrowser over classic WebDriver: WebKitWebDriver on a free loopback port, on a
 * virtual display, in its own process group so that stopping it ends every browser it started.
 * Each visitor is a new WebDriver session (a new MiniBrowser).
 */
export function webkit(binary = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'): Engine {
  let xvfb: ChildProcess | undefined;
  let display = '';
  let driverProcess: ChildProcess | undefined;
  let server = '';
  const startDriver = async () => {
    const port = await freePort();
    server = `http://127.0.0.1:${port}`;
    driverProcess = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], { detached: true, stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
    const deadline = Date.now() + 20_000;
    for (;;) {
      const ready = await fetch(`${server}/status`)
        .then(async (res) => res.ok && (await res.json()).value?.ready === true)
        .catch(() => false);
      if (ready) return;
      if (!running(driverProcess) || Date.now() > deadline) throw new Error('WebKitWebDriver did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  // A MiniBrowser that never comes up leaves the session's request unanswered: it is given up on
  // after SESSION_WAIT_MS, so that a second try fits in the test's step.
  const session = () => {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SessionUnanswered(`no WebDriver session in ${SESSION_WAIT_MS} ms`)), SESSION_WAIT_MS);
    });
    const created = new Builder()
      .usingServer(server)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary, args: ['--automation'] } })
      .build();
    return Promise.race([created, gaveUp]).finally(() => clearTimeout(timer));
  };
  return {
    name: 'WebKit',
    async start() {
      const screen = await startDisplay();
      xvfb = screen.process;
      display = screen.display;
      await startDriver();
    },
    async open() {
      // A refused session means the driver is gone, an unanswered one that its browser never came
      // up: a new driver (its group, any browser with it, stopped first) is started on the same
      // display, once. No page has been asked for yet, so nothing of the site is retried.
      const driver: WebDriver = await session().catch(async (error: Error) => {
        if (!(error instanceof SessionUnanswered) && !/ECONNREFUSED/.test(`${error.message} ${error.cause ?? ''}`)) throw error;
        if (running(driverProcess)) process.kill(-driverProcess.pid, 'SIGTERM');
        await startDriver();
        return session();
      });
      await driver.manage().setTimeouts({ implicit: 0, pageLoad: STEP_TIMEOUT_MS, script: STEP_TIMEOUT_MS });
      // The window's height less the toolbar's is the phone's; its width stops at the toolbar's minimum.
      await driver.manage().window().setRect({ ...PHONE, x: 0, y: 0 });
      const chrome = PHONE.height - (await driver.executeScript<number>('return innerHeight'));
      if (chrome > 0) await driver.manage().window().setRect({ width: PHONE.width, height: PHONE.height + chrome, x: 0, y: 0 });
      const run = <T, A extends unknown[]>(fn: (...args: A) => T, ...args: A) => driver.executeScript<T>(`return (${fn.toString()}).apply(null, arguments)`, ...args);
      const element = async (selector: string) => {
        const el = await driver.findElement(By.css(selector));
        await driver.wait(() => el.isDisplayed(), STEP_TIMEOUT_MS, `${selector} is not displayed`);
        return el;
      };
      /** WebDriver's click on `target` (the element or one of its options), `selector`'s element in view first. */
      const clickIn = async (selector: string, target: (el: WebElement) => WebElement) => {
        const el = await element(selector);
        await driver.executeScript(`(${reveal.toString()})(arguments[0])`, el);
        try {
          await target(el).click();
        } catch (error) {
          // WebKitWebDriver names no element when another one would take the click.
          throw new Error(`clicking ${selector}: ${(error as Error).name}; at its centre: ${(await run(coverOf, selector)) || 'itself'}`, { cause: error });
        }
      };
      return {
        viewport: () => run(() => `${innerWidth}×${innerHeight}`),
        goto: (url) => driver.get(url),
        url: () => driver.getCurrentUrl(),
        type: async (selector, text) => (await element(selector)).sendKeys(text),
        choose: (selector, value) => clickIn(selector, (select) => select.findElement(By.css(`option[value="${value}"]`))),
        click: (selector) => clickIn(selector, (el) => el),
        run,
        screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
        close: () => driver.quit(),
      };
    },
    async stop() {
      // WebKitWebDriver's whole group (any MiniBrowser left with it), then the display.
      if (running(driverProcess)) process.kill(-driverProcess.pid, 'SIGTERM');
      if (running(xvfb)) xvfb.kill('SIGTERM');
      driverProcess = xvfb = undefined;
    },
  };
}
