import type { ServerResponse } from 'node:http';

export function filterHtml(
  res: ServerResponse,
  hooks: {
    onHtml: (html: string, res: ServerResponse) => string | void;
    recall?: (res: ServerResponse) => Buffer | null;
    keep?: (res: ServerResponse, body: Buffer) => void;
  },
): void;
