import { describe, expect, it } from '@jest/globals';
import { reshapeEmbed, reshapeVideo, sitePath } from './parse';

describe('reshapeVideo', () => {
  const answer = (snippet?: object) => ({ items: [{ id: 'abc123XYZ_-', contentDetails: { duration: 'PT3M20S' }, snippet }] });

  it('reads the stand-in shape', () => {
    expect(reshapeVideo(answer({ title: ' Conoce  la sede ', thumbnail: '/media/x/max_1300x1300.jpg' }), 'abc123XYZ_-')).toEqual({
      id: 'abc123XYZ_-',
      title: 'Conoce la sede',
      durationSeconds: 200,
      thumbnail: '/media/x/max_1300x1300.jpg',
    });
  });

  it.each([
    ['an absolute thumbnail (a third-party request before any click)', { thumbnail: 'https://i.ytimg.com/vi/x/hq.jpg' }],
    ['a protocol-relative thumbnail', { thumbnail: '//evil.example/x.jpg' }],
    ['the public API thumbnails', { thumbnails: { high: { url: 'https://i.ytimg.com/vi/x/hq.jpg' } } }],
    ['no snippet (part=contentDetails only)', undefined],
  ])('drops %s', (_name, snippet) => {
    expect(reshapeVideo(answer(snippet), 'abc123XYZ_-')?.thumbnail).toBeNull();
  });

  it.each([
    ['another id', answer(), 'zzz'],
    ['no items', { items: [] }, 'abc123XYZ_-'],
    ['a malformed answer', { items: [{ id: 'abc123XYZ_-' }] }, 'abc123XYZ_-'],
    ['not an object', 'nope', 'abc123XYZ_-'],
  ])('is null for %s', (_name, raw, id) => {
    expect(reshapeVideo(raw, id)).toBeNull();
  });

  it('keeps a video whose duration is unreadable', () => {
    const raw = { items: [{ id: 'v', contentDetails: { duration: 'soon' } }] };
    expect(reshapeVideo(raw, 'v')).toMatchObject({ durationSeconds: null });
  });
});

describe('reshapeEmbed', () => {
  const url = 'https://www.instagram.com/p/abc/';

  it('keeps the card fields and never the html', () => {
    const card = reshapeEmbed(
      { html: '<script>alert(1)</script>', title: 'Grados', author_name: 'uandina', provider_name: 'Instagram', thumbnail_url: '/media/a.jpg' },
      url,
    );
    expect(card).toEqual({ url, title: 'Grados', author: 'uandina', provider: 'Instagram', thumbnail: '/media/a.jpg' });
    expect(JSON.stringify(card)).not.toContain('script');
  });

  it('drops a picture hosted elsewhere', () => {
    expect(reshapeEmbed({ title: 'Grados', thumbnail_url: 'https://cdn.example/a.jpg' }, url)?.thumbnail).toBeNull();
  });

  it.each([
    ['nothing to show', { provider_name: 'Instagram' }],
    ['a malformed answer', { title: 42 }],
    ['not an object', null],
  ])('is null for %s', (_name, raw) => {
    expect(reshapeEmbed(raw, url)).toBeNull();
  });
});

describe('sitePath', () => {
  it.each([
    ['/media/a.jpg', '/media/a.jpg'],
    ['//evil.example/a.jpg', null],
    ['/\\evil.example/a.jpg', null],
    ['/media/a b.jpg', null],
    ['https://cdn.example/a.jpg', null],
    ['javascript:alert(1)', null],
    ['', null],
    [undefined, null],
  ])('%p → %p', (value, path) => {
    expect(sitePath(value)).toBe(path);
  });
});
