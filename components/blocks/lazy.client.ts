'use client';

import dynamic from 'next/dynamic';

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
export const FormBlockClient = dynamic(() => import('./forms/form-block.client').then((m) => m.FormBlockClient));
export const ProgramFilters = dynamic(() => import('./program-list/program-filters.client').then((m) => m.ProgramFilters));
export const VideoPlayer = dynamic(() => import('./video/video-player.client').then((m) => m.VideoPlayer));
export const SaveProgram = dynamic(() => import('../shortlist/save-program.client').then((m) => m.SaveProgram));
export const CostEstimator = dynamic(() => import('../shortlist/cost-estimator.client').then((m) => m.CostEstimator));
