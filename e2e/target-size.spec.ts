import { expect, test } from './fixtures';

/**
 * WCAG 2.2 SC 2.5.8 (Target Size, Minimum, AA) on a 390×844 phone: every control is at least
 * 24×24 CSS px, or an undersized one has a 24 px circle, centred on it, that touches no other
 * target nor another undersized target's circle (the spacing exception); a link inside a sentence
 * is exempt (the inline exception), as are the browser's own controls.
 */
const PAGES = ['/', '/programas/ingenieria-de-sistemas', '/landing/pregrado', '/contacto', '/comparar'];

type Miss = { target: string; width: number; height: number };

for (const choice of [null, 'accepted'] as const) {
  test.describe(`cookie choice: ${choice ?? 'none yet'}`, () => {
    test.use({ cookieChoice: choice, viewport: { width: 390, height: 844 } });
    for (const path of PAGES) {
      test(`${path}: every control is 24×24 px or spaced as the criterion allows`, async ({ page }) => {
        await page.goto(path);
        const misses = await page.evaluate((): Miss[] => {
          const selector = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [tabindex]:not([tabindex="-1"])';
          const shown = (el: Element) => {
            const style = getComputedStyle(el);
            const r = el.getBoundingClientRect();
            return style.visibility !== 'hidden' && style.display !== 'none' && r.width > 0 && r.height > 0 && !el.closest('[hidden], [aria-hidden="true"], .visually-hidden');
          };
          const targets = [...document.querySelectorAll(selector)].filter(shown);
          // A link in a sentence: its block holds text of its own beside the link.
          const inline = (el: Element) => {
            if (el.tagName !== 'A') return false;
            const block = el.closest('p, li, dd, td, figcaption, label, small');
            if (!block) return false;
            const own = [...block.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim().length > 1);
            return own;
          };
          const rects = new Map(targets.map((t) => [t, t.getBoundingClientRect()]));
          const small = targets.filter((t) => {
            const r = rects.get(t)!;
            return (r.width < 24 || r.height < 24) && !inline(t);
          });
          const centre = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 });
          const circleHitsRect = (c: { x: number; y: number }, r: DOMRect) => {
            const dx = Math.max(r.left - c.x, 0, c.x - r.right);
            const dy = Math.max(r.top - c.y, 0, c.y - r.bottom);
            return dx * dx + dy * dy < 12 * 12;
          };
          const name = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 40)}"`;
          return small
            .filter((t) => {
              const c = centre(rects.get(t)!);
              const others = targets.filter((o) => o !== t && !o.contains(t) && !t.contains(o));
              const hitsTarget = others.some((o) => circleHitsRect(c, rects.get(o)!));
              const hitsCircle = small.some((o) => {
                if (o === t || o.contains(t) || t.contains(o)) return false;
                const d = centre(rects.get(o)!);
                return Math.hypot(c.x - d.x, c.y - d.y) < 24;
              });
              return hitsTarget || hitsCircle;
            })
            .map((t) => ({ target: name(t), width: Math.round(rects.get(t)!.width), height: Math.round(rects.get(t)!.height) }));
        });
        expect(misses).toEqual([]);
      });
    }
  });
}
