import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * The markup of `node` once everything it suspends on has loaded, as the server writes a page
 * (an island's `React.lazy` included), without React's resumable-rendering comments.
 */
export async function renderComplete(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html.replace(/<!--\/?\$\??-->|<template[^>]*><\/template>/g, '');
}
