import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/** The pages lists link to: home, a series, a note. */
type ListTarget =
  { to: '/' } | { to: '/$topic'; params: { topic: string } } | { to: '/$topic/$noteId'; params: { topic: string; noteId: string } };

type ListLinkProps = ListTarget & {
  /** The link of the page shown (or of its series): marked with `data-status` and `aria-current`. */
  active: boolean;
  className: string | undefined;
  onClick?: () => void;
  children: ReactNode;
};

// The mouse is over one link at a time: the preload it asked for, until it has rested there long enough.
let resting: ReturnType<typeof setTimeout> | undefined;
/** As the router's own links: a pointer passing over a list preloads nothing, one resting 50 ms does. */
const PRELOAD_DELAY_MS = 50;

/**
 * A link for long lists (a series' 40 lessons, the 14 topics): what the router's `Link` does there (a click navigates
 * in the app, a hover, focus or touch preloads the page, the current page is marked), without building the route's
 * location for every link on every render, which took a third of a note page's hydration.
 */
export function ListLink({ active, className, onClick, children, ...target }: ListLinkProps) {
  const router = useRouter();
  const href =
    'params' in target ? target.to.replace(/\$(\w+)/g, (_, name: string) => (target.params as Record<string, string>)[name]!) : target.to;
  const preload = () => void router.preloadRoute(target).catch(() => {});
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate(target);
  };
  return (
    <a
      href={href}
      className={className}
      data-status={active ? 'active' : undefined}
      aria-current={active ? 'page' : undefined}
      onClick={navigate}
      onMouseEnter={() => {
        clearTimeout(resting);
        resting = setTimeout(preload, PRELOAD_DELAY_MS);
      }}
      onMouseLeave={() => clearTimeout(resting)}
      onFocus={preload}
      onTouchStart={preload}
    >
      {children}
    </a>
  );
}
