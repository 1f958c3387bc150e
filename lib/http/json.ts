import { NextResponse } from 'next/server';
import type { z } from 'zod';

/** A JSON error answer with a Spanish message: bad input always gets a clear 4xx. */
export function jsonError(status: number, message: string, headers?: HeadersInit) {
  return NextResponse.json({ error: message }, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/**
 * Read a bounded JSON body and validate it: content type, size and shape are checked before
 * anything else sees it.
 */
export async function readJsonBody<T>(
  request: Request,
  schema: z.ZodType<T>,
  maxBytes = 16 * 1024,
): Promise<{ ok: true; data: T } | { ok: false; response: NextResponse }> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/json') && !type.startsWith('text/plain')) {
    return { ok: false, response: jsonError(415, 'Se espera un cuerpo JSON') };
  }
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) return { ok: false, response: jsonError(413, 'Cuerpo demasiado grande') };
  const text = await request.text();
  if (Buffer.byteLength(text) > maxBytes) return { ok: false, response: jsonError(413, 'Cuerpo demasiado grande') };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(400, 'JSON inválido') };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, response: jsonError(400, 'Datos inválidos') };
  return { ok: true, data: parsed.data };
}
