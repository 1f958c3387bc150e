/**
 * @jest-environment node
 *
 * Reading the browser's own form post (docs/decisions/0010-forms-without-scripts.md): which
 * requests are form posts, the body within its limit, a clear refusal for anything else, and the
 * values in the shapes react-hook-form sends for the same answers.
 */
import { describe, expect, it } from '@jest/globals';
import type { FormField } from './fields';
import { formValues, isFormPost, readFormPost } from './form-post';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const URLENCODED = 'application/x-www-form-urlencoded';

function request(body: BodyInit, contentType: string | null, headers: Record<string, string> = {}) {
  const all: Record<string, string> = { accept: HTML, ...headers };
  if (contentType !== null) all['content-type'] = contentType;
  return new Request('http://127.0.0.1/api/forms/lead', { method: 'POST', body, headers: all, duplex: 'half' } as RequestInit);
}

const envelope = { _form: 'co-form-contacto', _path: '/contacto', _token: 'abc.def', website: '' };

describe('isFormPost', () => {
  it.each<[string, string | null, string, boolean]>([
    ['a urlencoded form post from a browser', URLENCODED, HTML, true],
    ['a multipart form post from a browser', 'multipart/form-data; boundary=x', HTML, true],
    ['with parameters and in capitals', 'Application/X-WWW-Form-Urlencoded; charset=UTF-8', 'TEXT/HTML', true],
    ['a form body from a program that wants JSON', URLENCODED, 'application/json', false],
    ['a form body with no Accept', URLENCODED, '', false],
    ['JSON from the enhanced form', 'application/json', HTML, false],
    ['text/plain (a form can be made to send it: the JSON path refuses it)', 'text/plain', HTML, false],
    ['no content type', null, HTML, false],
  ])('%s → %s', (_label, type, accept, expected) => {
    const headers = new Headers({ accept });
    if (type !== null) headers.set('content-type', type);
    expect(isFormPost(headers)).toBe(expected);
  });
});

describe('readFormPost: the body', () => {
  it('reads a urlencoded post, the fields the form adds and its own', async () => {
    const res = await readFormPost(request(new URLSearchParams({ ...envelope, email: 'a@b.co' }), URLENCODED), 32 * 1024);
    expect(res.ok && { ...res.form, data: res.form.data.get('email') }).toEqual({ formId: 'co-form-contacto', pathname: '/contacto', token: 'abc.def', website: '', notice: '', data: 'a@b.co' });
  });

  it('reads a multipart post (a form with a file field)', async () => {
    const data = new FormData();
    for (const [k, v] of Object.entries(envelope)) data.set(k, v);
    data.set('attachment', new File(['%PDF-1.4'], 'carta.pdf', { type: 'application/pdf' }));
    const res = await readFormPost(new Request('http://127.0.0.1/api/forms/webcase', { method: 'POST', body: data, headers: { accept: HTML } }), 64 * 1024);
    expect(res.ok && res.form.formId).toBe('co-form-contacto');
  });

  it.each(['text/plain', 'application/json', 'multipart/mixed; boundary=x', ''])('refuses the media type %j (415)', async (type) => {
    expect(await readFormPost(request(new URLSearchParams(envelope), type), 32 * 1024)).toEqual({ ok: false, code: 'unsupported_media_type' });
  });

  it('refuses a body declared larger than the limit before reading it (413)', async () => {
    const body = new URLSearchParams({ ...envelope, message: 'x'.repeat(40 * 1024) }).toString();
    expect(await readFormPost(request(body, URLENCODED, { 'content-length': String(body.length) }), 32 * 1024)).toEqual({ ok: false, code: 'too_large' });
  });

  it('refuses a chunked 100 MB upload after reading only about the limit (413)', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x61);
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 100 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    expect(await readFormPost(request(stream, 'multipart/form-data; boundary=x'), 5 * 1024 * 1024)).toEqual({ ok: false, code: 'too_large' });
    expect(pulled).toBeLessThanOrEqual(5 * 1024 * 1024 + 2 * chunk.byteLength);
  });

  it.each([
    ['no boundary', 'multipart/form-data', '--x\r\nContent-Disposition: form-data; name="_form"\r\n\r\nf\r\n--x--\r\n'],
    ['a part cut short', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="_form"\r\n\r\nf\r\n--x'],
    ['no part at all', 'multipart/form-data; boundary=x', 'garbage'],
    ['a part without a name', 'multipart/form-data; boundary=x', '--x\r\nContent-Type: text/plain\r\n\r\nf\r\n--x--\r\n'],
  ])('refuses malformed multipart (%s) with 400', async (_label, type, body) => {
    expect(await readFormPost(request(body, type), 32 * 1024)).toEqual({ ok: false, code: 'invalid' });
  });

  it.each<[string, Record<string, string>]>([
    ['without the form id', { _path: '/contacto', _token: 't' }],
    ['a path that is not one', { _form: 'f', _path: 'contacto' }],
    ['an overlong form id', { _form: 'f'.repeat(101), _path: '/contacto' }],
    ['an overlong honeypot', { _form: 'f', _path: '/contacto', website: 'x'.repeat(501) }],
    ['an overlong token', { _form: 'f', _path: '/contacto', _token: 't'.repeat(101) }],
  ])('refuses a post %s with 400', async (_label, fields) => {
    expect(await readFormPost(request(new URLSearchParams(fields), URLENCODED), 32 * 1024)).toEqual({ ok: false, code: 'invalid' });
  });
});

describe('formValues: the values react-hook-form would send', () => {
  const common = { label: 'x', required: false, regex: [], hidden: false };
  const fields: FormField[] = [
    { ...common, name: 'firstName', type: 'text' },
    { ...common, name: 'message', type: 'textarea' },
    { ...common, name: 'habeasData', type: 'checkbox' },
    { ...common, name: 'newsletter', type: 'checkbox' },
    { ...common, name: 'contactTime', type: 'time' },
    { ...common, name: 'preferredTime', type: 'time' },
    { ...common, name: 'donotdisturblaw', type: 'radio', options: [{ value: 'si', label: 'Sí' }] },
    { ...common, name: 'attachment', type: 'file' },
    { ...common, name: 'campaign', type: 'hidden', value: 'fija' },
    { ...common, name: 'submit', type: 'button' },
  ];

  it('gives every visible control its shape; absent answers are empty, unknown names are dropped', async () => {
    const data = new FormData();
    data.set('firstName', 'Ana ');
    data.set('habeasData', 'on');
    data.set('contactTime', '07:30');
    data.set('campaign', 'enviada');
    data.set('isAdmin', 'true');
    data.set('__proto__', 'x');
    data.append('attachment', new File([], '', { type: 'application/octet-stream' })); // the empty part of no file chosen
    data.append('attachment', new File(['hola'], 'carta.pdf', { type: 'application/pdf' }));
    expect(await formValues(fields, data)).toEqual({
      firstName: 'Ana ',
      message: '',
      habeasData: true,
      newsletter: false,
      contactTime: { hour: '07', minute: '30', date: '' },
      preferredTime: { hour: '', minute: '', date: '' },
      donotdisturblaw: '',
      attachment: [{ name: 'carta.pdf', type: 'application/pdf', size: 4, content: Buffer.from('hola').toString('base64') }],
      campaign: 'enviada',
    });
  });

  it('reads a call-back slot as its date, hour and minute, and the channel boxes checked as a list', async () => {
    const consent: FormField[] = [...fields, { ...common, name: 'channels', type: 'channels' }, { ...common, name: 'ageGroup', type: 'agegroup' }];
    const data = new FormData();
    data.set('contactTime', '2026-11-17T18:00');
    data.append('channels', 'whatsapp');
    data.append('channels', 'email');
    data.set('ageGroup', 'menor');
    expect(await formValues(consent, data)).toMatchObject({ contactTime: { date: '2026-11-17', hour: '18', minute: '00' }, channels: ['whatsapp', 'email'], ageGroup: 'menor' });
    expect((await formValues(consent, new FormData())).channels).toEqual([]);
  });

  it('takes a file field sent as text (a urlencoded post) as no file', async () => {
    const data = new FormData();
    data.set('attachment', 'carta.pdf');
    expect((await formValues(fields, data)).attachment).toEqual([]);
  });
});
