export const START_BY_MS: number;
export const SCRIPT_LOADER: string;
export function deferScripts(html: string): string;
