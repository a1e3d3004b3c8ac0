import { Link } from '@tanstack/react-router';
import { navigationEntries } from '../../site/navigation';

/**
 * The 14 navigation links. `activeTopic` is the lowercase first path segment, or '' on the home
 * page; the matching link is highlighted and marked as the current page.
 */
export function TopicLinks({
  activeTopic,
  className,
  linkClassName,
  onNavigate,
}: {
  activeTopic: string | undefined;
  className: string | undefined;
  linkClassName: string | undefined;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {navigationEntries().map((entry) => {
        const active = (entry.topic ?? '') === activeTopic;
        const common = {
          className: linkClassName,
          'aria-current': active ? ('page' as const) : undefined,
          'data-active': active || undefined,
          onClick: onNavigate,
          activeOptions: { exact: true },
          activeProps: {},
        };
        return (
          <li key={entry.label}>
            {entry.topic ? (
              <Link to="/$topic" params={{ topic: entry.topic }} {...common}>
                {entry.label}
              </Link>
            ) : (
              <Link to="/" {...common}>
                {entry.label}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
