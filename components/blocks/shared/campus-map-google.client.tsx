'use client';

import { GoogleMap, InfoWindowF, MarkerF, useJsApiLoader } from '@react-google-maps/api';
import { useEffect, useMemo, useState } from 'react';
import type { LatLng } from '@/lib/campus/distance';
import { centreOf, type MapMark } from '@/lib/campus/marks';
import { USER_ZOOM } from './use-geolocation';
import styles from './campus-map.module.css';

type Props = { apiKey: string; region: string; marks: MapMark[]; position: LatLng | null };

const MAP_OPTIONS: google.maps.MapOptions = {
  clickableIcons: false,
  streetViewControl: false,
  mapTypeControl: false,
  gestureHandling: 'cooperative',
  // WCAG 2.5.7: zoom and pan by buttons and by the arrow keys, never only by dragging.
  zoomControl: true,
  cameraControl: true,
  keyboardShortcuts: true,
};

/** The Google map itself: loaded by `campus-map.client.tsx` only when it scrolls into view. */
export default function GoogleCampusMap({ apiKey, region, marks, position }: Props) {
  const { isLoaded, loadError } = useJsApiLoader({ id: 'campus-map', googleMapsApiKey: apiKey, language: 'es', region });
  const [map, setMap] = useState<google.maps.Map | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const centre = useMemo(() => centreOf(marks), [marks]);

  useEffect(() => {
    if (!map) return;
    if (position) {
      map.setCenter(position);
      map.setZoom(USER_ZOOM);
    } else if (marks.length > 1) {
      const bounds = new google.maps.LatLngBounds();
      for (const mark of marks) bounds.extend(mark);
      map.fitBounds(bounds, 48);
    }
  }, [map, marks, position]);

  useEffect(() => {
    if (loadError) console.info('[mapa] No se pudo cargar Google Maps; queda la lista de sedes.');
  }, [loadError]);

  if (loadError) return null;
  if (!isLoaded) return <p className={styles.loading}>Cargando el mapa…</p>;

  const open = marks.find((m) => m.id === openId);
  return (
    <GoogleMap
      mapContainerClassName={styles.map}
      center={centre}
      zoom={marks.length === 1 ? 15 : 6}
      options={MAP_OPTIONS}
      onLoad={setMap}
      onUnmount={() => setMap(null)}
    >
      {marks.map((mark) => (
        <MarkerF
          key={mark.id}
          position={{ lat: mark.lat, lng: mark.lng }}
          title={mark.title}
          icon={mark.pinUrl}
          onClick={() => setOpenId(mark.id)}
        />
      ))}
      {position && <MarkerF position={position} title="Tu ubicación" />}
      {open && (
        <InfoWindowF
          position={{ lat: open.lat, lng: open.lng }}
          options={{ pixelOffset: new google.maps.Size(0, -36) }}
          onCloseClick={() => setOpenId(null)}
        >
          <div className={styles.info}>
            {/* eslint-disable-next-line @next/next/no-img-element -- a pre-sized CMS image */}
            <img src={open.image} alt={open.imageAlt} width={160} height={90} className={styles.infoImage} />
            <p className={styles.placeName}>
              <a href={open.path}>{open.title}</a>
            </p>
            <p className={styles.placeMeta}>{open.address}</p>
            <p className={styles.placeLinks}>
              <a href={open.mapsUrl} target={open.target} rel="noopener noreferrer" className={styles.placeLink}>
                Ver en Google Maps
              </a>
              <a href={open.routeUrl} target={open.target} rel="noopener noreferrer" className={styles.placeLink}>
                Cómo llegar
              </a>
            </p>
          </div>
        </InfoWindowF>
      )}
    </GoogleMap>
  );
}
