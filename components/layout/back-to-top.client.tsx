'use client';

import { useEffect, useState } from 'react';
import { scrollToTop } from './scroll-to-top';
import styles from './site-footer.module.css';

/** The floating back-to-top button, shown once the visitor has scrolled past the first screen. */
export function BackToTop({ label, className }: { label: string; className?: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <button
      type="button"
      className={`${styles.backToTop} ${className ?? ''}`}
      data-visible={visible}
      onClick={scrollToTop}
    >
      <span aria-hidden="true">↑</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
