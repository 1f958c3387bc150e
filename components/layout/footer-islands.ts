// The footer's islands, one chunk loaded when the footer is wanted (footer-islands.client.tsx).
export { BackToTop } from './back-to-top.client';
export { BackToTopLink } from './back-to-top-link.client';
export { FooterColumns } from './footer-columns.client';
