/**
 * @jest-environment node
 */
import { describe, expect, it } from '@jest/globals';
import nextDynamic from 'next/dist/shared/lib/app-dynamic';
import { lazy, useId, type ComponentType, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import dynamic from './dynamic.browser';

/** An island whose markup depends on where it sits in the tree: `useId` does, as a form's labels do. */
function Island({ label }: { label: string }) {
  const id = useId();
  return (
    <label htmlFor={id}>
      {label}
      <input id={id} />
    </label>
  );
}

const load = () => Promise.resolve({ default: Island });

/** The page's HTML once every island has loaded, as the server streams it. */
async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let out = '';
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

/** Two islands among siblings, each in the tree as a block renders it. */
const page = (As: ComponentType<{ label: string }>) => (
  <main>
    <h1>Programa</h1>
    <As label="Nombre" />
    <As label="Correo" />
  </main>
);

describe('next/dynamic in the browser (dynamic.browser.tsx)', () => {
  it('renders an island with the ids Next gives it on the server, so that hydration matches', async () => {
    const next = await html(page(nextDynamic(load)));
    expect(next).toContain('Nombre');
    expect(await html(page(dynamic(load)))).toBe(next);
  });

  it('is sensitive to the shape it keeps: a bare React.lazy in its place gets other ids', async () => {
    const bare = lazy(load);
    expect(await html(page(bare))).not.toBe(await html(page(nextDynamic(load))));
  });

  it('accepts a loader that resolves to the component itself, as the site writes them', async () => {
    expect(await html(page(dynamic(() => Promise.resolve(Island))))).toBe(await html(page(nextDynamic(load))));
  });

  it('refuses the forms it does not render as Next does (no server render, a loading fallback)', () => {
    expect(() => dynamic(load, { ssr: false })).toThrow(/only islands rendered on the server/);
    expect(() => dynamic(load, { loading: () => null })).toThrow(/only islands rendered on the server/);
  });
});
