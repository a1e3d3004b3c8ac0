import { createRoot } from 'react-dom/client';
import { UpdatePrompt } from './UpdatePrompt';

/** Shows the update prompt in a root of its own at the end of the page, outside the router's tree. */
export function showUpdatePrompt(onReload: () => void): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <UpdatePrompt
      onReload={onReload}
      onDismiss={() => {
        root.unmount();
        host.remove();
      }}
    />,
  );
}
