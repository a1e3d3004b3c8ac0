import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once a page's own content has taken over its markup (tests, tools and
 * chunk-failure handling wait for it). Called by each page, not the layout: React hydrates every route's
 * Suspense boundary in a later, low-priority pass, so the layout commits first.
 */
export function useHydratedMark() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
}
