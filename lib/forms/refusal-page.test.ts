/** @jest-environment node */
import type { FormField } from './fields';
import { keptValues } from './refusal-page';

const field = (name: string, type: string): FormField => ({ name, type, label: name, required: true, regex: [] }) as unknown as FormField;

describe('keptValues: what a refused form shows again', () => {
  it('cuts each value to what its control accepts, so megabytes never come back', () => {
    const fields = [field('nombre', 'text'), field('mensaje', 'textarea'), field('correo', 'email'), field('tema', 'select'), field('hora', 'time')];
    const huge = 'x'.repeat(4 * 1024 * 1024);
    const kept = keptValues(fields, { nombre: huge, mensaje: huge, correo: huge, tema: huge, hora: { hour: huge, minute: '5', date: '' } });
    expect(kept).toEqual({
      nombre: 'x'.repeat(120),
      mensaje: 'x'.repeat(2_000),
      correo: 'x'.repeat(254),
      tema: 'x'.repeat(100),
      hora: { hour: 'x'.repeat(100), minute: '5', date: '' },
    });
    expect(JSON.stringify(kept).length).toBeLessThan(3_000);
  });

  it('keeps ordinary answers as they are, and leaves out files and hidden fields', () => {
    const fields = [field('nombre', 'text'), field('adjuntos', 'file'), field('origen', 'hidden'), field('canales', 'channels')];
    expect(keptValues(fields, { nombre: 'Ana María', adjuntos: [{ name: 'a.pdf' }], origen: 'x', canales: ['whatsapp', 'email'] })).toEqual({
      nombre: 'Ana María',
      canales: ['whatsapp', 'email'],
    });
  });
});
