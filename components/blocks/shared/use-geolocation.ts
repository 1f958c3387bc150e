'use client';

import { useCallback, useState } from 'react';
import type { LatLng } from '@/lib/campus/distance';

/** Rules §9: high accuracy, timeout 100000 ms. */
export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 100_000 };
/** Rules §9: the map zooms to 16 around the visitor. */
export const USER_ZOOM = 16;
/** Rules §6, word for word. */
export const DENIED_ALERT = 'Por favor, habilita los permisos de ubicación en tu navegador.';

export type GeoState =
  | { status: 'idle' | 'locating' | 'denied' | 'unavailable' | 'failed' }
  | { status: 'located'; position: LatLng };

/** The visitor's position, asked for only when they press the button. */
export function useGeolocation() {
  const [state, setState] = useState<GeoState>({ status: 'idle' });

  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      console.info('[mapa] La geolocalización no está disponible en este navegador.');
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setState({ status: 'located', position: { lat: coords.latitude, lng: coords.longitude } }),
      (error) => {
        if (error.code === error.PERMISSION_DENIED) {
          console.info('[mapa] Permiso de ubicación denegado.');
          setState({ status: 'denied' });
          window.alert(DENIED_ALERT);
          return;
        }
        console.info(`[mapa] No se obtuvo la ubicación (código ${error.code}).`);
        setState({ status: 'failed' });
      },
      GEOLOCATION_OPTIONS,
    );
  }, []);

  return { state, locate };
}

/** What the status line under the button says, in Spanish; empty when there is nothing to say. */
export function geoMessage(state: GeoState): string {
  switch (state.status) {
    case 'locating':
      return 'Buscando tu ubicación…';
    case 'located':
      return 'Sedes ordenadas de la más cercana a la más lejana.';
    case 'denied':
      return 'No tenemos permiso para usar tu ubicación. Puedes habilitarlo en la configuración de tu navegador.';
    case 'unavailable':
      return 'Tu navegador no permite conocer tu ubicación. Revisa la lista de sedes y sus direcciones.';
    case 'failed':
      return 'No pudimos obtener tu ubicación. Inténtalo de nuevo en unos segundos.';
    default:
      return '';
  }
}
