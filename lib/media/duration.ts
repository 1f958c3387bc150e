/** ISO 8601 durations of the video service ("PT3M20S") read and shown in Spanish. */

const ISO_DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

/** Whole seconds of an ISO 8601 duration, or null when it is not one ("P", "PT", "3:20"). */
export function parseIsoDuration(value: string): number | null {
  const match = ISO_DURATION.exec(value.trim());
  if (!match || value.trim() === 'P' || value.trim().endsWith('T')) return null;
  const [, d = '0', h = '0', m = '0', s = '0'] = match;
  return Number(d) * 86_400 + Number(h) * 3_600 + Number(m) * 60 + Number(s);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "3:20", "1:02:03": the overlay on a video thumbnail. */
export function clockDuration(seconds: number): string {
  const h = Math.floor(seconds / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 minutos 20 segundos": the same duration for screen readers. */
export function spokenDuration(seconds: number): string {
  const h = Math.floor(seconds / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  const s = seconds % 60;
  const parts = [
    h ? unit(h, 'hora', 'horas') : '',
    m ? unit(m, 'minuto', 'minutos') : '',
    s || (!h && !m) ? unit(s, 'segundo', 'segundos') : '',
  ];
  return parts.filter(Boolean).join(' ');
}
