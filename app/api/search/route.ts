import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { UpstreamError } from '@/lib/content';
import { searchContent } from '@/lib/content/search';
import { jsonError } from '@/lib/http/json';
import { logger } from '@/lib/log';
import { buildSearchQuery } from '@/lib/search/query';

const querySchema = z.object({
  q: z.string().trim().min(1).max(200),
  from: z.coerce.number().int().min(0).max(1_000).default(0),
  size: z.coerce.number().int().min(1).max(50).default(10),
  type: z.string().regex(/^[a-z_]{1,40}$/).optional(),
  sort: z.enum(['relevance', 'date', 'title']).default('relevance'),
});

/** The browser's only search door: the site's server calls the core search API. */
export async function GET(request: NextRequest) {
  const parsed = querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.success) return jsonError(400, 'Escribe qué quieres buscar (máximo 200 caracteres).');
  const { q, ...rest } = parsed.data;
  if (buildSearchQuery(q) === '') return jsonError(400, 'Escribe lo que buscas con letras o números.');
  try {
    const answer = await searchContent({ variant: 'paginated', text: q, ...rest });
    return NextResponse.json(answer, { headers: { 'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300' } });
  } catch (error) {
    logger.warn('search.failed', { status: error instanceof UpstreamError ? error.status : null });
    return jsonError(503, 'La búsqueda no está disponible en este momento. Inténtalo de nuevo en unos minutos.', { 'retry-after': '30' });
  }
}
