import 'server-only';
import { randomUUID } from 'node:crypto';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { env } from '@/lib/config/env';
import { logger } from '@/lib/log';
import { overHttps } from '@/lib/http/over-https';
import { readSession, sessionCookieName, type StaffSession } from './session';
import { processSessionStore } from './session-store';

const sessionStore = () => processSessionStore(env().REDIS_URL);

const idleS = () => env().STAFF_SESSION_IDLE_MINUTES * 60;

/**
 * The signed-in staff member, or the sign-in page: every staff page and route calls it, behind
 * the proxy's own guard (lib/proxy/with-staff-guard.ts). Reading the cookie makes the page
 * dynamic: a staff page is never cached.
 */
export async function requireStaff(): Promise<StaffSession> {
  const session = await staffSession();
  if (!session) redirect('/staff/entrar');
  return session;
}

/**
 * A sealed session that is also still open in the store (not signed out, not idle); a use keeps
 * it open. Asked once per request however many components and content loads ask (React's cache).
 */
export const staffSession = cache(async (): Promise<StaffSession | null> => {
  const name = sessionCookieName(overHttps(await headers()));
  const session = readSession((await cookies()).get(name)?.value, env().STAFF_SESSION_SECRET);
  if (!session || !(await sessionStore().touch(session.sid, idleS()))) return null;
  return session;
});

/** A new session for who just signed in, open in the store: the value to seal into the cookie. */
export async function openStaffSession(who: { email: string; name: string }, maxAgeS: number): Promise<StaffSession> {
  const session = { sid: randomUUID(), email: who.email, name: who.name, exp: Math.floor(Date.now() / 1000) + maxAgeS };
  await sessionStore().open(session.sid, idleS());
  return session;
}

/** Sign-out: the session this request carries ends on every instance (or by idle expiry, if the store cannot be reached now). */
export async function endStaffSession(): Promise<void> {
  const session = await staffSession();
  if (!session) return;
  await sessionStore()
    .close(session.sid)
    .catch((error: unknown) => logger.warn('staff.signout_store_failed', { reason: String(error).slice(0, 200) }));
}
