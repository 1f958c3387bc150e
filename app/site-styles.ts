// The public site's one stylesheet: every style a page of the root layout can need, imported by
// the layout before any component. Left to the components, the styles of the layout, of each page
// and of each client island (those loaded through next/dynamic) ship as stylesheets of their own,
// and every stylesheet is a round trip before the first paint (docs/performance.md). One file,
// cached once for every page; app/site-styles.test.ts keeps this list whole.
import './globals.css';
import './comparar/compare-page.module.css';
import './status-page.module.css';
import '@/components/blocks/admissions-calendar/admissions-calendar.module.css';
import '@/components/blocks/button/button-block.module.css';
import '@/components/blocks/campus-list/campus-list.module.css';
import '@/components/blocks/campus-list/campus-paginator.module.css';
import '@/components/blocks/carousel/carousel.module.css';
import '@/components/blocks/cookie-policy/cookie-policy.module.css';
import '@/components/blocks/event-list/event-list.module.css';
import '@/components/blocks/faq/faq.module.css';
import '@/components/blocks/forms/consent.module.css';
import '@/components/blocks/forms/form-block.module.css';
import '@/components/blocks/hero/hero.module.css';
import '@/components/blocks/html-text/html-text.module.css';
import '@/components/blocks/image/image-block.module.css';
import '@/components/blocks/next-step/next-step.module.css';
import '@/components/blocks/program-detail/program-cta.module.css';
import '@/components/blocks/program-list/program-list.module.css';
import '@/components/blocks/registry.module.css';
import '@/components/blocks/search/search-block.module.css';
import '@/components/blocks/shared/campus-map.module.css';
import '@/components/blocks/shared/cards.module.css';
import '@/components/blocks/shared/detail.module.css';
import '@/components/blocks/shared/share.module.css';
import '@/components/blocks/social-embed/social-embed.module.css';
import '@/components/blocks/study-plan/study-plan.module.css';
import '@/components/blocks/testimonials/testimonials.module.css';
import '@/components/blocks/video/video-block.module.css';
import '@/components/contact/whatsapp-now.module.css';
import '@/components/layout/breadcrumbs.module.css';
import '@/components/layout/nav-toggle.module.css';
import '@/components/layout/preview-banner.module.css';
import '@/components/layout/search-toggle.module.css';
import '@/components/layout/site-footer.module.css';
import '@/components/layout/site-header.module.css';
import '@/components/layout/typeahead.module.css';
import '@/components/shortlist/comparison.module.css';
import '@/components/shortlist/cost.module.css';
import '@/components/shortlist/shortlist.module.css';
