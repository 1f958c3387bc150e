/** Distances between coordinates, and campuses ordered by how near they are (map, rules §3). */
import { formatNumber } from '@/lib/locale/number';

export type LatLng = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine formula). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** `items` nearest first, each with its distance; ties keep their original order. */
export function sortByDistance<T extends LatLng>(items: readonly T[], from: LatLng): Array<T & { distanceKm: number }> {
  return items
    .map((item, index) => ({ item: { ...item, distanceKm: distanceKm(from, item) }, index }))
    .sort((x, y) => x.item.distanceKm - y.item.distanceKm || x.index - y.index)
    .map(({ item }) => item);
}

/** "850 m", "2,4 km", "1.234 km" (rules §1 through the locale helper: comma decimals, dot grouping). */
export function formatDistance(km: number): string {
  if (km < 1) return `${formatNumber(Math.max(0, Math.round((km * 1000) / 10) * 10), 0)} m`;
  if (km < 10) return `${formatNumber(km, 1, 1)} km`;
  return `${formatNumber(km, 0)} km`;
}
