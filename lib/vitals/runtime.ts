import 'server-only';
import { env } from '@/lib/config/env';
import { logger } from '@/lib/log';
import { summariseRows, type PageTypeSummary } from './aggregate';
import { VitalsRecorder } from './recorder';
import { dayOf, openPgVitals, openSqliteVitals, type VitalsStore } from './store';

type Runtime = { recorder: VitalsRecorder; store: () => Promise<VitalsStore>; opened: () => Promise<VitalsStore> | null };
const KEY = Symbol.for('university-site.vitals');
const holder = globalThis as { [KEY]?: Runtime };

/**
 * The process's recorder and store (on globalThis: the beacon route and the workbench are
 * different bundles), the store opened at its first use; a store that fails to open is tried
 * again at the next.
 */
export function vitalsRuntime(): Runtime {
  if (holder[KEY]) return holder[KEY];
  let opened: Promise<VitalsStore> | null = null;
  const store = () => {
    const e = env();
    opened ??= (e.DATABASE_URL ? openPgVitals(e.DATABASE_URL) : openSqliteVitals(e.DATA_DIR)).catch((error: unknown) => {
      opened = null;
      throw error;
    });
    return opened;
  };
  const recorder = new VitalsRecorder({ store, onDrop: (count, reason) => logger.warn('vitals.dropped', { count, reason: reason.slice(0, 200) }) });
  return (holder[KEY] = { recorder, store, opened: () => opened });
}

/** The workbench's table: what this instance still holds is written first, then every page type's summary. */
export async function fieldVitals(now = Date.now()): Promise<PageTypeSummary[]> {
  const { recorder, store } = vitalsRuntime();
  await recorder.flush();
  return summariseRows(await (await store()).buckets(dayOf(now)));
}

/** At shutdown: what this instance still holds is written, and its store closed (nothing if no beacon came). */
export async function closeVitals(): Promise<void> {
  const runtime = holder[KEY];
  if (!runtime) return;
  await runtime.recorder.flush();
  await (await runtime.opened())?.close();
}
