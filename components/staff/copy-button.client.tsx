'use client';

import { useState } from 'react';
import { useHydrated } from '@/components/ui/use-hydrated';

/** Copies a text to the clipboard and says so; without scripts the text beside it is selectable. */
export function CopyButton({ text, className }: { text: string; className?: string }) {
  const [state, setState] = useState<'idle' | 'done' | 'failed'>('idle');
  const hydrated = useHydrated();
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setState('done'),
      () => setState('failed'),
    );
  };
  return (
    <p>
      <button type="button" className={className} onClick={copy} disabled={!hydrated}>
        Copiar enlace
      </button>{' '}
      <span role="status">{state === 'done' ? 'Copiado.' : state === 'failed' ? 'No se pudo copiar: seleccione el enlace y cópielo.' : ''}</span>
    </p>
  );
}
