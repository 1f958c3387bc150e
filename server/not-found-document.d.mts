export const NOT_FOUND_PATHS: string[];
export const NOT_FOUND_SOURCE: string;
export function isNotFoundPath(requestTarget: string | undefined): boolean;
export function hasServerRenderedBody(html: string): boolean;
export class NotFoundDocument {
  constructor(load: () => Promise<string | null>, options?: { maxAgeMs?: number; now?: () => number });
  replace(html: string): string;
  refresh(): Promise<void>;
}
