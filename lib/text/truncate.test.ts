import { describe, expect, it } from '@jest/globals';
import { truncateHtml, truncateText } from './truncate';

describe('truncateText (rules §9)', () => {
  it.each([
    ['short text unchanged', 'Hola mundo', 20, 'Hola mundo'],
    ['exactly at limit unchanged', 'Hola mundo', 10, 'Hola mundo'],
    ['cut on word boundary', 'Hola mundo cruel', 12, 'Hola mundo…'],
    ['limit inside a word backs up', 'Hola mundo cruel', 8, 'Hola…'],
    ['limit right before a space', 'Hola mundo cruel', 10, 'Hola mundo…'],
    ['trailing spaces dropped', 'Hola    mundo', 6, 'Hola…'],
    ['single long word cut hard', 'Supercalifragilistico', 5, 'Super…'],
    ['accents and emoji count once', 'Añoño 🎓 éxito', 7, 'Añoño 🎓…'],
    ['zero limit', 'Hola', 0, '…'],
    ['empty text', '', 5, ''],
  ])('%s', (_rule, text, limit, expected) => {
    expect(truncateText(text, limit)).toBe(expected);
  });
});

describe('truncateHtml (rules §9)', () => {
  it.each([
    ['short html unchanged', '<p>Hola <b>mundo</b></p>', 20, '<p>Hola <b>mundo</b></p>'],
    ['tags do not count', '<p><a href="/x">Hola</a> mundo</p>', 10, '<p><a href="/x">Hola</a> mundo</p>'],
    ['cut on word boundary, tags closed', '<p>Hola mundo cruel</p>', 12, '<p>Hola mundo…</p>'],
    ['closes nested tags', '<div><p>Hola <b>mundo cruel</b></p></div>', 12, '<div><p>Hola <b>mundo…</b></p></div>'],
    ['drops tags after the cut', '<p>Hola mundo</p><p>Adiós</p>', 10, '<p>Hola mundo…</p>'],
    ['word split across tags backs up', '<p>Hola <b>mun</b>do cruel</p>', 7, '<p>Hola…</p>'],
    ['entity counts as one char', '<p>A &amp; B son C</p>', 6, '<p>A &amp; B…</p>'],
    ['void tags not closed', '<p>Uno<br>dos tres</p>', 6, '<p>Uno<br>dos…</p>'],
    ['self-closing not closed', '<p>Uno <img src="a.png" alt="x"/> dos tres</p>', 8, '<p>Uno <img src="a.png" alt="x"/> dos…</p>'],
    ['quoted > in attribute', '<a title="a>b">Hola mundo</a>', 6, '<a title="a>b">Hola…</a>'],
    ['comments kept, not counted', '<!-- c --><p>Hola mundo</p>', 5, '<!-- c --><p>Hola…</p>'],
    ['long word cut hard', '<p>Supercalifragilistico</p>', 5, '<p>Super…</p>'],
    ['stray closing tag ignored', '</span><p>Hola mundo</p>', 5, '</span><p>Hola…</p>'],
    ['block edges are word boundaries', '<ul><li>Uno</li><li>Dos</li></ul>', 5, '<ul><li>Uno…</li></ul>'],
    ['inline edges are not', '<p><b>Hola</b>mundo</p>', 6, '<p><b>Hola</b>mu…</p>'],
    ['zero limit', '<p>Hola</p>', 0, '…'],
    ['plain text', 'Hola mundo cruel', 12, 'Hola mundo…'],
  ])('%s', (_rule, html, limit, expected) => {
    expect(truncateHtml(html, limit)).toBe(expected);
  });
});
