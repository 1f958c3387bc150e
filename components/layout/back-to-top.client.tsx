'use client';

import { useEffect, useState } from 'react';
import styles from './site-footer.module.css';

/** Scroll-to-top step grows by 80 px every 1 ms (spec §9); instant under reduced motion. */
export function scrollToTop() {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  let step = 0;
  const timer = window.setInterval(() => {
    step += 80;
    const y = window.scrollY - step;
    window.scrollTo(0, Math.max(0, y));
    if (y <= 0) window.clearInterval(timer);
  }, 1);
}

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
      onClick={() => {
        scrollToTop();
        document.getElementById('main')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">↑</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
