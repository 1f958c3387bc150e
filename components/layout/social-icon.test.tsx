/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { DRAWN_ICONS, SocialIcon } from './social-icon';

describe('SocialIcon', () => {
  it('draws a known network by name, whatever its case, with no text of its own', () => {
    expect(renderToStaticMarkup(<SocialIcon name=" Facebook " />)).toBe('<span class="icon" data-icon="facebook" aria-hidden="true"></span>');
  });

  it('shows the initial of a network it has no logo for', () => {
    expect(renderToStaticMarkup(<SocialIcon name="mastodon" />)).toBe('<span class="icon" aria-hidden="true">M</span>');
  });

  it('has, for every network it draws, a rule in the stylesheet and the file that rule masks with', () => {
    const css = readFileSync(join(__dirname, 'site-footer.module.css'), 'utf8');
    for (const icon of DRAWN_ICONS) {
      expect(css).toContain(`.icon[data-icon='${icon}']::before {\n  mask-image: url('./social-icons/${icon}.svg');\n}`);
      expect(existsSync(join(__dirname, 'social-icons', `${icon}.svg`))).toBe(true);
    }
  });
});
