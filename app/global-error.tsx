'use client';

/**
 * The one error boundary (decision 0037): a render that fails in the browser, the layout's or a
 * page's, shows this self-contained branded page. «Reintentar» asks the server again (`retry`: a
 * refresh, then a render); `reset` alone would render the payload that failed.
 */
export default function GlobalError({ retry }: { retry: () => void }) {
  return (
    <html lang="es">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0, padding: '2rem', color: '#1b1f29' }}>
        <main style={{ maxWidth: 640, margin: '10vh auto' }}>
          <h1 style={{ color: '#082b66' }}>Estamos teniendo dificultades técnicas</h1>
          <p>No pudimos cargar el sitio en este momento. Inténtalo de nuevo en unos minutos.</p>
          <button type="button" onClick={retry} style={{ minHeight: 48, padding: '0 1.5rem', borderRadius: 999, border: 0, background: '#0b3d91', color: '#fff', fontSize: '1rem' }}>
            Reintentar
          </button>
        </main>
      </body>
    </html>
  );
}
