import { describe, expect, it } from '@jest/globals';
import { isNotFoundPage, notFoundStage } from './not-found-page.mjs';

const NOT_FOUND = '<html><body><main id="main"><div class="page_x" data-page="404"><h1>No encontramos esta página</h1></div></main></body></html>';
const PAGE = '<html><body><main id="main"><h1>Ingeniería de Sistemas</h1><p>data-page="404" en un texto</p></main></body></html>';
const EMPTY_DOCUMENT = '<html><body><div hidden=""><!--$--><!--/$--></div><script>self.__next_f.push([1,"…"])</script></body></html>';

describe('the not-found status', () => {
  it('knows the not-found view by its mark, not by text that mentions it', () => {
    expect([isNotFoundPage(NOT_FOUND), isNotFoundPage(PAGE), isNotFoundPage(EMPTY_DOCUMENT)]).toEqual([true, false, false]);
  });

  it('answers the not-found page 404 without its ETag; leaves any other document, and any other status, alone', () => {
    const doc = (html: string, status = 200) => ({ status, headers: { etag: '"x"', 'cache-control': 's-maxage=300' }, html });
    const visit = {} as never;
    expect(notFoundStage.document?.(doc(NOT_FOUND), visit)).toEqual({ status: 404, headers: { 'cache-control': 's-maxage=300' }, html: NOT_FOUND });
    expect(notFoundStage.document?.(doc(PAGE), visit)).toEqual(doc(PAGE));
    expect(notFoundStage.document?.(doc(NOT_FOUND, 503), visit)).toEqual(doc(NOT_FOUND, 503));
  });
});
