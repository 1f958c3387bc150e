// How the report writes a figure: "–" for one not measured, KB = 1000 bytes.

export const kb = (bytes) => (bytes == null ? '–' : `${(bytes / 1000).toFixed(1)} KB`);
export const fix = (x, d = 0) => (x == null || Number.isNaN(x) ? '–' : Number(x).toFixed(d));
export const ms = (x) => (x == null ? '–' : `${Math.round(x)} ms`);
export const ratio = (x) => (x == null || !Number.isFinite(x) ? '–' : `${x.toFixed(2)}×`);
