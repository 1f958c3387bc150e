import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { env } from '@/lib/config/env';
import { readSession, SESSION_COOKIE, type StaffSession } from './session';

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

export async function staffSession(): Promise<StaffSession | null> {
  return readSession((await cookies()).get(SESSION_COOKIE)?.value, env().STAFF_SESSION_SECRET);
}
