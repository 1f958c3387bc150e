/**
 * The browser's validation, loaded late: zod and the form schema (form-resolver.ts) are imported
 * at the visitor's first touch, key or focus on a page with a form, or at the first validation,
 * not with every page that shows a form. A failed import (offline) is tried again the next time.
 */
import type { Resolver } from 'react-hook-form';
import { loadOnce } from '@/lib/browser/load-once';
import type { FormField, FormValues } from './fields';

type ResolverModule = typeof import('./form-resolver');
type FormResolver = Resolver<FormValues, unknown, FormValues>;

const importResolver = loadOnce(() => import('./form-resolver'));
let loaded: ResolverModule | null = null;

export function loadResolver(): Promise<ResolverModule> {
  return importResolver().then((resolved) => (loaded = resolved));
}

const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

/** Start the import at the page's first interaction; returns the cleanup for a React effect. */
export function loadResolverOnFirstInteraction(): () => void {
  const load = () => void loadResolver().catch(() => undefined);
  for (const type of FIRST_INTERACTION) window.addEventListener(type, load, { capture: true, once: true, passive: true });
  return () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, load, { capture: true });
  };
}

/**
 * The resolver of a form's fields. Without zod (the visitor is offline and it never loaded, or
 * its load failed) the values go on unchecked, to be kept and sent when the connection returns:
 * the server validates them with the same schema. No lead is lost, and none waits on a request
 * the browser cannot make.
 */
export function lazyResolver(fields: readonly FormField[]): FormResolver {
  let validate: FormResolver | null = null;
  return async (values, context, options) => {
    const ready = loaded ?? (navigator.onLine ? await loadResolver().catch(() => null) : null);
    if (!ready) return { values, errors: {} };
    validate ??= ready.formResolver(fields) as FormResolver;
    return validate(values, context, options);
  };
}
