import type { Metadata } from 'next';
import QRCode from 'qrcode';
import { CopyButton } from '@/components/staff/copy-button.client';
import { describedBy, Field, Select } from '@/components/staff/fields';
import { env } from '@/lib/config/env';
import { landingChoices, landingFor, landingPickOf } from '@/lib/campaign/landings';
import { campaignUrl, normaliseUtm, suggestedMediums } from '@/lib/campaign/utm';
import { redirectOfPath } from '@/lib/redirects/state';
import { workbenchContent } from '@/lib/staff/offer';
import { requireStaff } from '@/lib/staff/require';
import styles from '../../staff.module.css';

export const metadata: Metadata = { title: 'Enlaces de campaña' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The form's names are Spanish on purpose: `utm_*` on this page's own URL would be captured as a campaign. */
const TEXT_FIELDS = [
  ['campana', 'utm_campaign', 'Campaña (utm_campaign)', 'Por ejemplo: matriculas-2027-1'],
  ['contenido', 'utm_content', 'Contenido (utm_content)', 'Opcional: la pieza o el anuncio'],
  ['termino', 'utm_term', 'Término (utm_term)', 'Opcional: la palabra clave'],
] as const;

/**
 * The campaign link builder: a landing of the offer, the campaign values in the university's
 * vocabulary (lower case, no spaces or accents), the URL, its QR code and a copy button. A plain
 * GET form, rendered on the server (docs/decisions/0013-staff-workbench.md). A landing the content
 * team redirected is refused, and its target offered (docs/redirects.md).
 */
export default async function LinkBuilderPage({ searchParams }: Props) {
  await requireStaff();
  const q = await searchParams;
  const get = (k: string) => (typeof q[k] === 'string' ? q[k].slice(0, 200) : '');
  const { options, vocabulary } = await workbenchContent();
  const choices = landingChoices(options);
  const pick = { type: get('tipo'), modality: get('modalidad'), program: get('programa') };
  const sent = get('crear') !== '';
  const errors: Record<string, string> = {};
  const landing = sent ? landingFor(pick, options) : null;
  if (landing && 'error' in landing) errors[landing.field] = landing.error;
  const source = get('fuente');
  const medium = get('medio');
  const campaign = normaliseUtm(get('campana'));
  if (sent && !vocabulary.sources.includes(source)) errors.source = 'Elija la fuente.';
  if (sent && !vocabulary.mediums.includes(medium)) errors.medium = 'Elija el medio.';
  if (sent && !campaign) errors.campaign = 'Escriba el nombre de la campaña.';
  const path = landing && 'path' in landing ? landing.path : null;
  const moved = path ? redirectOfPath(path) : null;
  const offered = moved && landingPickOf(moved.target);
  const offerHref = offered && `/staff/enlaces?${new URLSearchParams({ ...Object.fromEntries(Object.entries(q).filter((e): e is [string, string] => typeof e[1] === 'string')), tipo: offered.type, modalidad: offered.modality, programa: offered.program })}`;
  const ok = sent && path && !moved && Object.keys(errors).length === 0;
  const url = ok ? campaignUrl(env().SITE_URL, path, { utm_source: source, utm_medium: medium, utm_campaign: campaign, utm_content: get('contenido'), utm_term: get('termino') }) : '';
  const qrSvg = url ? await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }) : '';
  const qrPng = url ? await QRCode.toDataURL(url, { margin: 2, width: 600, errorCorrectionLevel: 'M' }) : '';
  const pairs = source ? suggestedMediums(source, vocabulary) : [];
  const fieldClass = styles.field;

  return (
    <section className={styles.section}>
      <h1>Enlaces de campaña</h1>
      {moved ? (
        <p role="alert" className={styles.error} data-testid="landing-redirected">
          El landing {path} redirige a {moved.target}: el enlace de la campaña debe llevar a la página final.{' '}
          {offerHref ? (
            <a href={offerHref}>
              Crear el enlace a {moved.target}
            </a>
          ) : (
            'Elija otro landing.'
          )}
        </p>
      ) : sent && !ok ? (
        <p role="alert" className={styles.error}>
          Revise los campos marcados.
        </p>
      ) : null}
      {url ? (
        <section className={styles.result} aria-labelledby="enlace-titulo">
          <h2 id="enlace-titulo">Su enlace</h2>
          <div className={styles.withQr}>
            <div>
              <p className={styles.url} data-testid="campaign-url">
                {url}
              </p>
              <CopyButton text={url} className={styles.secondary} />
            </div>
            <div className={styles.qr} role="img" aria-label={`Código QR de ${url}`} data-testid="campaign-qr" dangerouslySetInnerHTML={{ __html: qrSvg }} />
          </div>
          <p>
            <a href={qrPng} download="codigo-qr.png">
              Descargar el código QR (PNG)
            </a>{' '}
            ·{' '}
            <a href={`/staff/verificar?url=${encodeURIComponent(url)}`}>
              Verificar este enlace
            </a>
          </p>
        </section>
      ) : null}
      <p>Elija el landing y los valores de la campaña. Los valores se escriben en minúsculas, sin espacios ni tildes, para que cada fuente se cuente una sola vez.</p>
      <form method="get" className={styles.form} noValidate>
        <fieldset>
          <legend>Landing</legend>
          <Field id="tipo" label="Tipo de oportunidad" error={errors.type} className={fieldClass}>
            <Select id="tipo" name="tipo" value={pick.type} options={choices.types} empty="Cualquiera" describedBy={describedBy('tipo', false, errors.type)} invalid={!!errors.type} />
          </Field>
          <Field id="modalidad" label="Modalidad" error={errors.modality} className={fieldClass}>
            <Select id="modalidad" name="modalidad" value={pick.modality} options={choices.modalities} empty="Cualquiera" describedBy={describedBy('modalidad', false, errors.modality)} invalid={!!errors.modality} />
          </Field>
          <Field id="programa" label="Programa" error={errors.program} hint="Con un programa, el landing lleva su modalidad y su sede." className={fieldClass}>
            <Select id="programa" name="programa" value={pick.program} options={choices.programs} empty="Ninguno (landing del tipo)" describedBy={describedBy('programa', true, errors.program)} invalid={!!errors.program} />
          </Field>
        </fieldset>
        <fieldset>
          <legend>Campaña</legend>
          <Field id="fuente" label="Fuente (utm_source)" error={errors.source} className={fieldClass}>
            <Select id="fuente" name="fuente" value={source} options={vocabulary.sources.map((s) => ({ value: s, label: s }))} empty="Elija la fuente" describedBy={describedBy('fuente', false, errors.source)} invalid={!!errors.source} />
          </Field>
          <Field id="medio" label="Medio (utm_medium)" error={errors.medium} hint={pairs.length ? `Habituales con ${source}: ${pairs.join(', ')}` : undefined} className={fieldClass}>
            <Select id="medio" name="medio" value={medium} options={vocabulary.mediums.map((m) => ({ value: m, label: m }))} empty="Elija el medio" describedBy={describedBy('medio', pairs.length > 0, errors.medium)} invalid={!!errors.medium} />
          </Field>
          {TEXT_FIELDS.map(([name, , label, hint]) => (
            <Field key={name} id={name} label={label} hint={hint} error={name === 'campana' ? errors.campaign : undefined} className={fieldClass}>
              <input id={name} name={name} defaultValue={get(name)} maxLength={100} autoComplete="off" aria-describedby={describedBy(name, true, name === 'campana' ? errors.campaign : undefined)} />
            </Field>
          ))}
        </fieldset>
        <button type="submit" name="crear" value="1" className={styles.primary}>
          Crear enlace
        </button>
      </form>
    </section>
  );
}
