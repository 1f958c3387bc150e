// Types of the embedded content service, for TypeScript tests that run it in-process.
import type { Server } from 'node:http';

export declare const DEMO_CRM: { username: string; password: string; authorization: string };

export type ContentService = {
  server: Server;
  content: { config: { name: string } } & Record<string, unknown>;
  /** Listen (port 0: a free one) and resolve with the base URL. */
  listen(port?: number, host?: string): Promise<string>;
  close(): Promise<void>;
};

export declare function createContentService(options?: {
  university?: string;
  dataDir?: string;
  blockDelayMs?: number;
  /** A content set of its own (a test's), in place of ./content. */
  contentDir?: string;
}): ContentService;
