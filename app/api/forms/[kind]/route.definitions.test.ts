/**
 * @jest-environment node
 *
 * Rules of POST /api/forms/{kind} decided once the form's definition is loaded (from the
 * embedded content service): the city within its department (rules §5), and two bugs the
 * fuzz test found, fixed and kept as regression tests.
 */
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { setUpFormRoute } from '@/test/form-route';
import { LEAD_FORM, leadBody } from '@/test/lead-values';

const route = setUpFormRoute({ trustProxy: 1 });
let ip = 0;

function post(body: unknown) {
  ip += 1; // a client of its own each time: the per-address limit is not under test here
  const headers = new Headers({ 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': `198.18.${ip >> 8}.${ip & 255}` });
  return route.post(LEAD_FORM.kind, headers, JSON.stringify(body));
}

describe('POST /api/forms/{kind}: field rules', () => {
  it('refuses a city outside the chosen department, naming the field', async () => {
    const body = leadBody(`city.${randomUUID().slice(0, 8)}@correo.com`, route.token());
    const res = await post({ ...body, values: { ...body.values, state: 'antioquia', city: 'bogota', program: 'co-psicologia' } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { fields?: unknown }).fields).toEqual({ city: 'Esta opción no corresponde a la elegida arriba' });
  });
});

describe('POST /api/forms/{kind}: regressions found by the fuzz test', () => {
  /**
   * A pathname the router accepts but no page answers (non-ASCII letters, '_', '~', dots) is
   * "no such form", never an outage: the content service answers such names 404, and a 400
   * from it is taken as not found too (findPage in lib/content).
   */
  it('answers a pathname the content service refuses 404, not 503', async () => {
    const statuses: Record<string, number> = {};
    for (const pathname of ['/../etc/passwd', '//evil.example', '/a.b', '/x_y', '/ñ', '/programas/ingeniería', '/landing/ñandú']) {
      // The page's own render token, so that the form is looked up there; never a valid lead.
      const token = route.token({ formId: LEAD_FORM.formId, pathname });
      statuses[pathname] = (await post({ ...leadBody('ruta@correo.com', token), pathname, values: {} })).status;
    }
    expect(Object.values(statuses).filter((status) => status >= 500)).toEqual([]);
  });

  /**
   * A field's pattern applies whatever the value's length (stringControl used to skip it past
   * `max`, measured in UTF-16 units while zod's max counts code points: a value with characters
   * outside the BMP escaped both rules).
   */
  it('does not let characters outside the BMP skip a field pattern', async () => {
    const statuses: Record<string, number> = {};
    for (const [field, value] of [
      ['mobilePhone', `<${'😀'.repeat(10)}>`], // 12 code points (max 20), 22 UTF-16 units
      ['firstName', `<img src=x onerror=alert(1)>${'😀'.repeat(50)}`], // 78 code points (max 120), 128 units
    ] as const) {
      const body = leadBody(`astral.${randomUUID().slice(0, 8)}@correo.com`, route.token());
      statuses[field] = (await post({ ...body, values: { ...body.values, [field]: value } })).status;
    }
    expect(statuses).toEqual({ mobilePhone: 422, firstName: 422 });
  });
});
