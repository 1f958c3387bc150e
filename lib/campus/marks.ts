/** Map marks of campuses and centres (rules §3 "Map mark"): pure, shared by server and client. */

export type MapMark = {
  id: string;
  lat: number;
  lng: number;
  title: string;
  /** "Sede" or "Centro". */
  kindLabel: string;
  address: string;
  /** Campus page on this site. */
  path: string;
  /** Site-relative picture for the info window. */
  image: string;
  imageAlt: string;
  /** The first link of a mark: the place on Google Maps. */
  mapsUrl: string;
  /** The route-navigation link: directions to the place. */
  routeUrl: string;
  target: '_blank';
  class?: string;
  /** Custom pin icon; the map's default pin when absent. */
  pinUrl?: string;
};

/** The place on Google Maps. */
export function mapsSearchUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/** Directions to the place on Google Maps. */
export function mapsRouteUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

type CampusLike = {
  id: string;
  path: string;
  title: string;
  kind: 'campus' | 'centro';
  address: string;
  city: string;
  lat: number;
  lng: number;
  image: { styles: { max_325x325: string }; texts: { alt: string } };
};

export function toMapMark(campus: CampusLike): MapMark {
  return {
    id: campus.id,
    lat: campus.lat,
    lng: campus.lng,
    title: campus.title,
    kindLabel: campus.kind === 'campus' ? 'Sede' : 'Centro',
    address: [campus.address, campus.city].filter(Boolean).join(', '),
    path: campus.path,
    image: campus.image.styles.max_325x325,
    imageAlt: campus.image.texts.alt,
    mapsUrl: mapsSearchUrl(campus.lat, campus.lng),
    routeUrl: mapsRouteUrl(campus.lat, campus.lng),
    target: '_blank',
  };
}

/** Centre of a set of marks (their mean position); (0, 0) when there are none. */
export function centreOf(marks: readonly { lat: number; lng: number }[]): { lat: number; lng: number } {
  if (marks.length === 0) return { lat: 0, lng: 0 };
  const sum = marks.reduce((acc, m) => ({ lat: acc.lat + m.lat, lng: acc.lng + m.lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / marks.length, lng: sum.lng / marks.length };
}
