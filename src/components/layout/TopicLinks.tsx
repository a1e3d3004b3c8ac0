import { ListLink } from '../link/ListLink';
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
        return (
          <li key={entry.label}>
            <ListLink
              {...(entry.topic ? { to: '/$topic', params: { topic: entry.topic } } : { to: '/' })}
              active={active}
              className={linkClassName}
              onClick={onNavigate}
            >
              {entry.label}
            </ListLink>
          </li>
        );
      })}
    </ul>
  );
}
