import type { ServerResponse } from 'node:http';

export class FinishedDocuments {
  constructor(options?: { maxBytes?: number });
  static key(res: ServerResponse, https: boolean): string | null;
  get(key: string | null): { policy: string; body: Buffer } | undefined;
  set(key: string | null, policy: string, body: Buffer): void;
  readonly bytes: number;
  readonly size: number;
}
