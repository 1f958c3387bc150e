import type { ReactNode } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { contactParts } from '@/lib/contact/links';
import { CHANNEL_CHIPS } from '@/lib/forms/consent-fields';
import type { FormValues } from '@/lib/forms/fields';
import styles from './consent.module.css';

/**
 * The consent controls of a lead form (docs/decisions/0012-consent-records.md), drawn by its
 * fields (form-field.client.tsx): the channel chips and the notice beside the authorisation.
 */

/** The privacy notice beside the authorisation checkbox. */
export type ShownNotice = { version: string; text: string; policyPath: string };

/** The class of a minor's guardian's fieldset: shown by CSS alone when "Menos de 18 años" is chosen. */
export const GUARDIAN_CLASS = styles.guardian;

type ChipsProps = { id: string; name: string; legend: ReactNode; initial: unknown; register: UseFormRegister<FormValues>; error: { id: string; node: ReactNode } | null; legendClass: string | undefined; groupClass: string | undefined };

/** One compact control: a chip per channel, none chosen until the visitor does (Ley 2300 de 2023). */
export function ChannelChips({ id, name, legend, initial, register, error, legendClass, groupClass }: ChipsProps) {
  return (
    <fieldset id={id} className={groupClass} aria-describedby={error?.id} aria-invalid={error ? true : undefined}>
      <legend className={legendClass}>{legend}</legend>
      <div className={styles.chips}>
        {CHANNEL_CHIPS.map((c) => (
          <label key={c.value} className={styles.chip}>
            <input type="checkbox" value={c.value} className={styles.chipBox} defaultChecked={Array.isArray(initial) && initial.includes(c.value)} {...register(name)} />
            {c.label}
          </label>
        ))}
      </div>
      {error?.node}
    </fieldset>
  );
}

/**
 * The notice, verbatim (its textContent is the text whose sha256 the receipt keeps), its e-mail
 * and phone tappable (links add no character to the text), and the full policy.
 */
export function NoticeText({ id, notice, linkClass }: { id: string; notice: ShownNotice; linkClass: string | undefined }) {
  return (
    <>
      <p id={id} className={styles.notice} data-notice-version={notice.version}>
        {contactParts(notice.text).map((part, i) => (part.href ? <a key={i} href={part.href}>{part.text}</a> : part.text))}
      </p>
      <a href={notice.policyPath} target="_blank" rel="noopener" className={linkClass}>
        Leer la política completa<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
      </a>
    </>
  );
}
