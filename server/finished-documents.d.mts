import type { ServerResponse } from 'node:http';

export class FinishedDocuments {
  constructor(options?: { maxBytes?: number });
  static key(res: ServerResponse, https: boolean): string | null;
  get(key: string | null): { derived: string; body: Buffer } | undefined;
  set(key: string | null, derived: string, body: Buffer): void;
  hooks(
    https: boolean,
    header: string,
  ): { recall: (res: ServerResponse) => Buffer | null; keep: (res: ServerResponse, body: Buffer) => void };
  readonly bytes: number;
  readonly size: number;
}
