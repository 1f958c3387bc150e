import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { STATUS_CODES, type ErrorStatus } from './status-codes';

/** The body of every error answer: a code for programs, a Spanish message for people, maybe more. */
export type ErrorBody = { code: string; error: string } & Record<string, unknown>;

/** A JSON error answer (never cached): bad input always gets a clear 4xx. */
export function errorAnswer(status: number, body: ErrorBody, headers?: HeadersInit) {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** An error answer with a Spanish message and the code of its status. */
export function jsonError(status: ErrorStatus, message: string, headers?: HeadersInit) {
  return errorAnswer(status, { code: STATUS_CODES[status], error: message }, headers);
}

/**
 * The media type of a Content-Type header without its parameters (`application/json;
 * charset=utf-8` → `application/json`), as sent: compared exactly, the way browsers and our
 * own client send it.
 */
export function mediaType(header: string | null): string {
  return (header ?? '').split(';')[0]?.trim() ?? '';
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Cuerpo de más de ${limit} bytes`);
  }
}

/**
 * An oversized body of declared length is still read, and dropped, before the refusal: a browser
 * sends its whole body before it reads the answer, and a connection closed under it shows the
 * visitor a network error instead of the Spanish refusal. Only up to DRAIN_BYTES, and only
 * DRAINS_AT_ONCE at a time: past those (or with no declared length, which a browser always
 * sends) the upload is not a person's form, and its connection is simply dropped.
 */
const DRAIN_BYTES = 8 * 1024 * 1024;
const DRAINS_AT_ONCE = 4;
let draining = 0;

async function dropBody(body: ReadableStream<Uint8Array> | null, declared: number): Promise<void> {
  if (!body) return;
  if (declared > DRAIN_BYTES || draining >= DRAINS_AT_ONCE) return void (await body.cancel().catch(() => undefined));
  draining += 1;
  try {
    await body.pipeTo(new WritableStream()).catch(() => undefined);
  } finally {
    draining -= 1;
  }
}

/**
 * The body's bytes, read chunk by chunk and abandoned as soon as they exceed `maxBytes`, whether
 * the length was declared or not (chunked): an oversized upload never sits in memory.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) {
    await dropBody(request.body, Number(declared));
    throw new BodyTooLargeError(maxBytes);
  }
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as UTF-8 text, bounded as readBodyBytes bounds it. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return (await readBodyBytes(request, maxBytes)).toString('utf8');
}

/** A JSON body that was not read: the status and Spanish message of why. */
export type BodyRefusal = { ok: false; status: 400 | 413 | 415; message: string };

/**
 * Read a bounded JSON body and validate it: content type (exactly `application/json`, with
 * parameters), size and shape are checked before anything else sees it.
 */
export async function parseJsonBody<T>(request: Request, schema: z.ZodType<T>, maxBytes = 16 * 1024): Promise<{ ok: true; data: T } | BodyRefusal> {
  if (mediaType(request.headers.get('content-type')) !== 'application/json') {
    return { ok: false, status: 415, message: 'Se espera un cuerpo JSON' };
  }
  let text: string;
  try {
    text = await readBodyText(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return { ok: false, status: 413, message: 'Cuerpo demasiado grande' };
    return { ok: false, status: 400, message: 'No pudimos leer el cuerpo de la solicitud' };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, message: 'JSON inválido' };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return { ok: false, status: 400, message: 'Datos inválidos' };
  return { ok: true, data: parsed.data };
}

/** parseJsonBody, with a refusal as its JSON error answer. */
export async function readJsonBody<T>(
  request: Request,
  schema: z.ZodType<T>,
  maxBytes = 16 * 1024,
): Promise<{ ok: true; data: T } | { ok: false; response: NextResponse }> {
  const body = await parseJsonBody(request, schema, maxBytes);
  return body.ok ? body : { ok: false, response: jsonError(body.status, body.message) };
}
