import { SmartLink } from '@/components/ui/smart-link';
import type { Campus } from '@/lib/content/schema';
import { directionsUrl, telHref } from '../block-utils';

/** "Sede" for a campus, "Centro" for a service centre. */
export function campusKindLabel(kind: Campus['kind']): string {
  return kind === 'campus' ? 'Sede' : 'Centro';
}

type FactsProps = { campus: Campus; className?: string; linkClassName?: string };

/** Address, hours and phone (a `tel:` link) of a campus or centre. */
export function CampusFacts({ campus, className, linkClassName }: FactsProps) {
  const place = [campus.address, campus.city].filter(Boolean).join(', ');
  return (
    <dl className={className}>
      {place && (
        <>
          <dt>Dirección</dt>
          <dd>{place}</dd>
        </>
      )}
      {campus.hours && (
        <>
          <dt>Horario</dt>
          <dd>{campus.hours}</dd>
        </>
      )}
      {campus.phone && (
        <>
          <dt>Teléfono</dt>
          <dd>
            <a href={telHref(campus.phone)} className={linkClassName}>
              {campus.phone}
            </a>
          </dd>
        </>
      )}
    </dl>
  );
}

type DirectionsProps = { campus: Campus; className?: string };

/** "Cómo llegar": Google Maps directions to the campus, in a new tab. */
export function DirectionsLink({ campus, className }: DirectionsProps) {
  return (
    <SmartLink href={directionsUrl(campus.lat, campus.lng)} className={className}>
      Cómo llegar<span className="visually-hidden"> a {campus.title}</span>
    </SmartLink>
  );
}
