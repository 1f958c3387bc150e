/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { CampusPaginator } from './campus-paginator.client';

const render = (total: number) =>
  renderToStaticMarkup(
    <CampusPaginator total={total} perPage={3} label="Páginas de Encuentra tu sede">
      <ul>
        <li>Sede Bogotá</li>
      </ul>
    </CampusPaginator>,
  );

describe('CampusPaginator as the server sends it', () => {
  it('says both of its controls are off until hydrated: a tap before then would be lost', () => {
    const html = render(5);
    expect(html).toContain('Página 1 de 2');
    expect(html.match(/<button[^>]*aria-disabled="true"/g)).toHaveLength(2);
  });

  it('draws no pager for a single page', () => {
    expect(render(3)).not.toContain('<nav');
  });
});
