import type { IncomingMessage, ServerResponse } from 'node:http';

export const SECURITY_HEADERS: Record<string, string>;
export const NOT_FOUND_PAGE: string;
export function hasBadEncoding(url?: string): boolean;
export function answerBadEncoding(req: IncomingMessage, res: ServerResponse): boolean;
