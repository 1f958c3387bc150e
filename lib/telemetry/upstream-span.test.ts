import { describe, expect, it } from '@jest/globals';
import { routeTemplate, upstreamSpan } from './upstream-span';

describe('routeTemplate', () => {
  it('names every block by one route, and keeps versions and names', () => {
    expect(routeTemplate('/api/v2/web/block/programas_ingenieria_de_sistemas-detail')).toBe('/api/v2/web/block/{id}');
    expect(routeTemplate('/api/v1/web/page')).toBe('/api/v1/web/page');
    expect(routeTemplate('/university-configuration')).toBe('/university-configuration');
  });

  it('turns numbers and UUIDs into {id} wherever they stand', () => {
    expect(routeTemplate('/leads/12345/notes')).toBe('/leads/{id}/notes');
    expect(routeTemplate('/cases/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('/cases/{id}');
    expect(routeTemplate('/')).toBe('/');
  });
});

describe('upstreamSpan', () => {
  it('names the span by method, purpose and route, and drops the query from its URL', () => {
    const span = upstreamSpan('search', undefined, new URL('http://127.0.0.1:4000/search?q=mi%20nombre&size=10'));
    expect(span).toEqual({
      spanName: 'upstream GET search /search',
      attributes: {
        'upstream.purpose': 'search',
        'upstream.route': '/search',
        'http.method': 'GET',
        'url.path': '/search',
        'http.url': 'http://127.0.0.1:4000/search',
      },
    });
  });

  it('takes the method of the call, or of a Request', () => {
    expect(upstreamSpan('crm', 'post', 'http://crm.test/leads')?.spanName).toBe('upstream POST crm /leads');
    expect(upstreamSpan('crm', undefined, new Request('http://crm.test/token', { method: 'POST' }))?.spanName).toBe('upstream POST crm /token');
  });

  it('names no span for a URL fetch itself refuses', () => {
    expect(upstreamSpan('content', 'GET', 'not a url')).toBeUndefined();
  });
});
