'use client';

import dynamic from 'next/dynamic';
import { lazy, type ComponentProps } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';
import { whenWanted } from '@/components/ui/when-wanted';
import type { FormBlockClient as Form } from './forms/form-block.client';

/**
 * The interactive leaves of the blocks (each in its kind's folder), each split into its own
 * chunk. Every page is served by the one catch-all route, whose script tags list every client
 * module its server tree imports: a static import would ship every block's client code (the
 * form stack, the carousel, the map…) to every page. Loaded through `next/dynamic` from this
 * client module, a page downloads only the islands it renders; they are still rendered on the
 * server. One module for all of them: a module per folder costs every page a few hundred bytes
 * of module wrappers.
 */
export const ProgramCtaBar = dynamic(() => import('./program-detail/program-cta-bar.client').then((m) => m.ProgramCtaBar));
export const Share = dynamic(() => import('./shared/share.client').then((m) => m.Share));
export const CampusPaginator = dynamic(() => import('./campus-list/campus-paginator.client').then((m) => m.CampusPaginator));
export const CampusMapClient = dynamic(() => import('./shared/campus-map.client').then((m) => m.CampusMapClient));
export const CarouselClient = dynamic(() => import('./carousel/carousel.client').then((m) => m.CarouselClient));
export const ProgramFilters = dynamic(() => import('./program-list/program-filters.client').then((m) => m.ProgramFilters));
export const VideoPlayer = dynamic(() => import('./video/video-player.client').then((m) => m.VideoPlayer));
export const SaveProgram = dynamic(() => import('../shortlist/save-program.client').then((m) => m.SaveProgram));
export const CostEstimator = dynamic(() => import('../shortlist/cost-estimator.client').then((m) => m.CostEstimator));

/**
 * A form's enhancement (react-hook-form and its fields, the largest island) is not part of the
 * page's first load: it loads when a form comes within a screen of the viewport, is first touched,
 * or the loaded page is idle (when-wanted.ts). Until then the block stays the server's HTML
 * (decision 0023), a form that works without scripts (decision 0010), and what the visitor
 * answered is kept when it hydrates (kept-answers.ts). A form the client renders (a navigation)
 * loads at once: a navigation waits for its page's code.
 */
let formsWanted = () => {};
const formsRendered = new Promise<void>((resolve) => (formsWanted = resolve));
const DeferredForm = lazy(() =>
  Promise.race([formsRendered, whenWanted('form[data-form-id]')])
    .then(() => import('./forms/form-block.client'))
    .then((m) => ({ default: m.FormBlockClient })),
);

export function FormBlockClient(props: ComponentProps<typeof Form>) {
  if (useHydrated()) formsWanted();
  return <DeferredForm {...props} />;
}
