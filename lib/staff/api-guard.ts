import 'server-only';
import { jsonError } from '@/lib/http/json';
import { staffSession } from './require';
import type { StaffSession } from './session';

/** A staff route's caller: the session, or the 401 JSON answer to give anyone else. */
export async function staffOrRefusal(): Promise<{ staff: StaffSession } | { refusal: Response }> {
  const staff = await staffSession();
  return staff ? { staff } : { refusal: jsonError(401, 'Se requiere ingresar como personal de la universidad.', { 'x-robots-tag': 'noindex' }) };
}
