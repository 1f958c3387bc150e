import { getUniversityConfig } from '@/lib/content';
import { searchContent } from '@/lib/content/search';
import { mailtoHref, telHref, whatsappHref } from '@/lib/contact/links';
import { logger } from '@/lib/log';
import styles from './search-block.module.css';

/** The closest areas for a query, from the search service; none when it cannot answer. */
async function suggestionsFor(q: string): Promise<{ label: string; path: string }[]> {
  try {
    return (await searchContent({ variant: 'paginated', text: q, from: 0, size: 1, type: 'programa' })).suggestions ?? [];
  } catch (error) {
    logger.warn('search.suggestions_failed', { reason: String(error).slice(0, 200) });
    return [];
  }
}

type Props = { q: string; offerPath: string; /** Other content (news, pages) matched the query. */ otherResults: boolean };

/**
 * A query that found no program gets a plain answer instead of an unrelated program: we do not
 * offer it, the closest areas of study, and an advisor one tap away. When the query found other
 * content and names no area of study ("becas"), those results are the answer and this says nothing.
 */
export async function SearchNoMatch({ q, offerPath, otherResults }: Props) {
  const [suggestions, config] = await Promise.all([suggestionsFor(q), getUniversityConfig().catch(() => null)]);
  if (otherResults && suggestions.length === 0) return null;
  return (
    <section className={styles.noMatch} aria-labelledby="search-no-match">
      <h2 id="search-no-match">No ofrecemos un programa de «{q}»</h2>
      {suggestions.length > 0 ? (
        <>
          <p>Estas son las áreas más cercanas a lo que buscas:</p>
          <ul className={styles.chips}>
            {suggestions.map((s) => (
              <li key={s.path}>
                <a href={s.path}>{s.label}</a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          <a href={offerPath}>Explora toda la oferta académica</a> por nivel, modalidad y área.
        </p>
      )}
      {config && (
        <p>
          ¿Tienes dudas? Un asesor de admisiones te orienta:{' '}
          {config.whatsapp && (
            <>
              <a href={whatsappHref(config.whatsapp, `Hola, busco información sobre ${q}.`)} target="_blank" rel="noopener noreferrer">
                WhatsApp {config.whatsapp}
              </a>
              ,{' '}
            </>
          )}
          <a href={telHref(config.phone)}>{config.phone}</a> o <a href={mailtoHref(config.email)}>{config.email}</a>.
        </p>
      )}
    </section>
  );
}
