import { activeFields, type FormField } from '@/lib/forms/fields';
import { controlId, type FormRefusalView } from '@/lib/forms/without-scripts';

type Props = { refusal: FormRefusalView; fields: readonly FormField[]; idPrefix: string };

/**
 * What a form the server refused after the browser sent it on its own says at its top: what went
 * wrong and each field in error, linked to its control (whose own message stands beside it).
 * Rendered on the server and handed to the form island, which frames it (styles, focus): it costs
 * the island no code. No stylesheet of its own, so that no page without a form loads one.
 */
export function FormSummary({ refusal, fields, idPrefix }: Props) {
  const named = activeFields(fields).filter((f) => refusal.fields[f.name]);
  return (
    <>
      <h3 id={`${idPrefix}-summary`}>No pudimos enviar tus datos</h3>
      <p>{named.length > 0 ? `${refusal.message}:` : refusal.message}</p>
      {/* Sent within a moment of the page arriving: a person only needs to send it again. */}
      {refusal.code === 'too_fast' && <p>Tus datos siguen aquí: revísalos y vuelve a enviarlos.</p>}
      {/* The page again shows the notice in force (docs/decisions/0012-consent-records.md). */}
      {refusal.code === 'stale_notice' && <p>Abajo está el aviso vigente, junto a la autorización: léelo y vuelve a enviar tus datos.</p>}
      {named.length > 0 && (
        <ul>
          {named.map((f) => (
            <li key={f.name}>
              <a href={`#${controlId(idPrefix, f.name)}`}>
                {f.label}: {refusal.fields[f.name]}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
