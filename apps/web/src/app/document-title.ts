import { SITE_CONFIG } from '@pesquisemais/shared';
import { useEffect } from 'react';
import { asRouteHandle } from '@/lib/route-handle';

/** "Screen · Pesquise(+)" from the deepest matched route that names its screen; the product name alone otherwise. */
export function pageTitle(handles: readonly unknown[]): string {
  const title = handles
    .map((handle) => asRouteHandle(handle).title)
    .filter(Boolean)
    .at(-1);
  return title ? `${title} · ${SITE_CONFIG.brand}` : SITE_CONFIG.brand;
}

/** Keeps document.title in step with the route (WCAG 2.4.2: each page has a title that says what it is). */
export function useDocumentTitle(handles: readonly unknown[]): void {
  const title = pageTitle(handles);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
