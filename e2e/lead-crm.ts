import { crmList, type CrmPath, type Stored } from './lead-api';

/** What the suite's CRM stand-in (the embedded content service) received at `path`. */
export function crmEntries(path: CrmPath): Promise<Stored[]> {
  return crmList(`http://127.0.0.1:${process.env.E2E_CONTENT_PORT}`, path);
}

/** The entries at `path` whose body mentions `needle` (a test's unique e-mail). */
export async function crmEntriesWith(path: CrmPath, needle: string): Promise<Stored[]> {
  return (await crmEntries(path)).filter((e) => JSON.stringify(e.body).includes(needle));
}
