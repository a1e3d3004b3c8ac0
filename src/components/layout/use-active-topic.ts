import { useLocation } from '@tanstack/react-router';

/** The lowercase series segment of the current path ('' on the home page, undefined elsewhere). */
export function useActiveTopic(): string | undefined {
  const pathname = useLocation({ select: (location) => location.pathname });
  if (pathname === '/') return '';
  const first = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(first).toLowerCase();
  } catch {
    return first.toLowerCase();
  }
}
