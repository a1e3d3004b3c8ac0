import { toast, type Id, type ToastOptions } from 'react-toastify/unstyled';

/** Toast lifetimes in milliseconds: `success` for a success toast, `other` for every other kind. */
export const TOAST_DURATIONS = { success: 2000, other: 4000 } as const;
export const TOAST_LIMIT = 20;

export const notify = {
  success: (message: string, options?: ToastOptions) => toast.success(message, { autoClose: TOAST_DURATIONS.success, ...options }),
  error: (message: string, options?: ToastOptions) => toast.error(message, { autoClose: TOAST_DURATIONS.other, ...options }),
  info: (message: string, options?: ToastOptions) => toast(message, { autoClose: TOAST_DURATIONS.other, ...options }),
  /** Stays until it is updated or dismissed. */
  loading: (message: string, options?: ToastOptions) => toast.loading(message, options),
  /** Turns a loading toast into a success toast with the success lifetime. */
  resolve: (id: Id, message: string, options?: ToastOptions) =>
    toast.update(id, {
      render: message,
      type: 'success',
      isLoading: false,
      autoClose: TOAST_DURATIONS.success,
      closeOnClick: true,
      ...options,
    }),
  /** Turns a loading toast into an error toast with the error lifetime. */
  reject: (id: Id, message: string, options?: ToastOptions) =>
    toast.update(id, {
      render: message,
      type: 'error',
      isLoading: false,
      autoClose: TOAST_DURATIONS.other,
      closeOnClick: true,
      ...options,
    }),
};
