import { Slide, ToastContainer } from 'react-toastify/unstyled';
import libraryCss from 'react-toastify/ReactToastify.css?inline';
import { adoptStyles } from '../../app/adopt-styles';
import { TOAST_DURATIONS, TOAST_LIMIT } from './notify';
import ownCss from './toasts.css?inline';

// Only the contact page shows toasts: the library's 14 KB of styles come with it, not in every page's stylesheet.
adoptStyles(libraryCss + ownCss);

/** The one toast container: at most 20 toasts, paused on hover, 4000 ms unless a toast says otherwise. */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_DURATIONS.other}
      limit={TOAST_LIMIT}
      pauseOnHover
      pauseOnFocusLoss
      newestOnTop
      closeOnClick
      transition={Slide}
      theme="colored"
    />
  );
}
