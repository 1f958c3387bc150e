import { describe, expect, it } from '@jest/globals';
import { htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('keeps words apart across block tags only', () => {
    expect(htmlToText('<p>Uno</p><p>dos <em>t</em>res &#233;</p>')).toBe('Uno dos tres é');
  });
});
