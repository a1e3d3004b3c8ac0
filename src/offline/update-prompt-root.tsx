import { createRoot } from 'react-dom/client';
import { UpdatePrompt } from './UpdatePrompt';

let shown = false;

/**
 * Shows the update prompt in a root of its own at the end of the page, outside the router's tree
 * (which may never have taken over the page); once per page, whoever asks first.
 */
export function showUpdatePrompt(message: string, onReload: () => void): void {
  if (shown) return;
  shown = true;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(
    <UpdatePrompt
      message={message}
      onReload={onReload}
      onDismiss={() => {
        root.unmount();
        host.remove();
      }}
    />,
  );
}
