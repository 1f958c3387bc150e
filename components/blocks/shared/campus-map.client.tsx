'use client';

import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { SmartLink } from '@/components/ui/smart-link';
import { useHydrated } from '@/components/ui/use-hydrated';
import { formatDistance, sortByDistance, type LatLng } from '@/lib/campus/distance';
import type { MapMark } from '@/lib/campus/marks';
import { geoMessage, useGeolocation } from './use-geolocation';
import styles from './campus-map.module.css';

/** Inlined at build time; without it the list of places stands alone (README "Configuration"). */
const API_KEY = process.env.NEXT_PUBLIC_GOOGLE_MAPS_API_KEY ?? '';

/** The Google map and its library, fetched only when a keyed map scrolls into view. */
const GoogleCampusMap = lazy(() => import('./campus-map-google.client'));

type Listed = MapMark & { distanceKm?: number };

/** Every place with its address and directions, nearest first once located: the keyless map, and the list under a keyed one. */
function PlaceList({ marks }: { marks: Listed[] }) {
  return (
    <ol className={styles.places}>
      {marks.map((mark) => (
        <li key={mark.id} className={styles.place} data-campus-id={mark.id}>
          <p className={styles.placeName}>
            <SmartLink href={mark.path}>{mark.title}</SmartLink>
          </p>
          <p className={styles.placeMeta}>
            {mark.kindLabel} · {mark.address}
          </p>
          {mark.distanceKm !== undefined && <p className={styles.distance}>A {formatDistance(mark.distanceKm)} de ti</p>}
          <p className={styles.placeLinks}>
            <SmartLink href={mark.routeUrl} className={styles.placeLink}>
              Cómo llegar<span className="visually-hidden"> a {mark.title}</span>
            </SmartLink>
            <SmartLink href={mark.mapsUrl} className={styles.placeLink}>
              Ver en Google Maps<span className="visually-hidden">: {mark.title}</span>
            </SmartLink>
          </p>
        </li>
      ))}
    </ol>
  );
}

/** A keyed map: a reserved box that loads Google Maps once it comes near the viewport. */
type LazyMapProps = { marks: MapMark[]; region: string; position: LatLng | null };

function LazyMap({ marks, region, position }: LazyMapProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={boxRef} className={styles.mapBox}>
      {near && (
        <Suspense fallback={<p className={styles.loading}>Cargando el mapa…</p>}>
          <GoogleCampusMap apiKey={API_KEY} region={region} marks={marks} position={position} />
        </Suspense>
      )}
    </div>
  );
}

/** Map of campuses with "Usar mi ubicación" (rules §3 map marks, §6, §9). */
export function CampusMapClient({ marks, region }: { marks: MapMark[]; region: string }) {
  const statusId = useId();
  const { state, locate } = useGeolocation();
  const ready = useHydrated();
  const position = state.status === 'located' ? state.position : null;
  const listed = useMemo<Listed[]>(() => (position ? sortByDistance(marks, position) : marks), [marks, position]);
  const message = API_KEY && state.status === 'located' ? 'Mapa centrado en tu ubicación.' : geoMessage(state);

  return (
    <>
      <div className={styles.toolbar}>
        <button
          type="button"
          className={`btn btn--secondary ${styles.locate}`}
          onClick={locate}
          disabled={!ready}
          aria-describedby={statusId}
          aria-busy={state.status === 'locating'}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.icon}>
            <path d="M12 2v3m0 14v3M2 12h3m14 0h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <circle cx="12" cy="12" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="12" cy="12" r="2" fill="currentColor" />
          </svg>
          Usar mi ubicación
        </button>
        <p id={statusId} className={styles.status} role="status">
          {message}
        </p>
      </div>
      {/* WCAG 2.5.7: the list is the map's every place without dragging it; a keyed map adds the picture above it. */}
      {API_KEY && <LazyMap marks={marks} region={region} position={position} />}
      <PlaceList marks={listed} />
    </>
  );
}
