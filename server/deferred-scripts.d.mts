export const START_BY_MS: number;
export const HERO_WAIT_MS: number;
export const LIST_ATTRIBUTE: string;
export const SCRIPT_LOADER: string;
export function deferredScripts(html: string): { scripts: string[]; preloads: string[] };
export function deferScripts(html: string): string;
