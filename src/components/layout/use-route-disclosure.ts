import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useEscapeKey } from './use-escape-key';

/**
 * Open/closed state of a menu or drawer that closes on Escape and on any navigation (a link,
 * Back, Forward): it remembers the path it was opened on and counts as open only there.
 */
export function useRouteDisclosure() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = () => setOpenOn(null);
  useEscapeKey(open, close);
  return { open, close, toggle: () => setOpenOn(open ? null : pathname) };
}
