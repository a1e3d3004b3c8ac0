import 'react-toastify/ReactToastify.css';
import { Slide, ToastContainer } from 'react-toastify/unstyled';
import { TOAST_DURATIONS, TOAST_LIMIT } from './notify';

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
