// The toast container (top center, 5000 ms by default), and react-toastify's toast function with
// it: toast.ts loads this module at the first toast or when the desk is idle, so the library loads
// once, after the screen. Its own English labels (the region's name, each toast's close button) are
// given in the desk's language.
import 'react-toastify/ReactToastify.css';
import { type CloseButtonProps, ToastContainer } from 'react-toastify/unstyled';
import { useT } from '@/i18n/react';
import './toasts.css';

export { toast } from 'react-toastify/unstyled';

/** Toasts close after 5000 ms unless they say otherwise (docs/product.md#toasts). */
const TOAST_DEFAULT_MS = 5000;

/** react-toastify's own close button (same classes and icon), named in the desk's language. */
function CloseButton({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

export default function Toasts() {
  const t = useT();
  const close = t('common.closeNotification');
  return (
    <ToastContainer
      position="top-center"
      autoClose={TOAST_DEFAULT_MS}
      aria-label={t('common.notifications')}
      closeButton={(props) => <CloseButton {...props} label={close} />}
    />
  );
}
