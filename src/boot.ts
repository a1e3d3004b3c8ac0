// The page's entry: the app is fetched once the first paint is on screen, so a slow phone shows the
// prerendered note without waiting for the JavaScript (docs/performance.md).
import { afterFirstPaint } from './app/after-first-paint';

afterFirstPaint(() => void import('./main'));
