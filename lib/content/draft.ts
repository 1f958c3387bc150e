import 'server-only';
import { draftMode } from 'next/headers';
import { staffSession } from '@/lib/staff/require';

/**
 * Whether this request is an editor's preview (Next's draft mode, entered from the staff
 * workbench: docs/decisions/0013-staff-workbench.md), and only while the staff session that
 * entered it is open: Next's draft cookie is one value per build, so a copy of it alone shows
 * nothing. False outside a request (build, proxy) and while prerendering, so reading it never
 * makes a cached page dynamic.
 */
export async function inDraftMode(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled && (await staffSession()) !== null;
  } catch {
    return false;
  }
}

/** A content URL asking for drafts: the content service answers from its drafts overlay. */
export function withDraft(url: URL): URL {
  const draft = new URL(url);
  draft.searchParams.set('draft', '1');
  return draft;
}
