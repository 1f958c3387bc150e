import { previewPath } from './preview-path';

const O = 'https://u.edu.co';

describe('previewPath', () => {
  it.each([
    ['/landing/pregrado', '/landing/pregrado'],
    ['https://u.edu.co/programas/x?a=1', '/programas/x?a=1'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example/', null],
    ['/staff/enlaces', null],
    ['/api/forms/lead', null],
    ['', null],
    [null, null],
  ])('%j → %j', (raw, out) => expect(previewPath(raw, O)).toBe(out));
});
