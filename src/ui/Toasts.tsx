// The toast container (top center, 5000 ms by default). Loaded lazily by the root route so
// react-toastify stays out of the sign-in chunk.
import 'react-toastify/ReactToastify.css';
import { ToastContainer } from 'react-toastify/unstyled';
import { TOAST_DEFAULT_MS } from './toast';

export default function Toasts() {
  return <ToastContainer position="top-center" autoClose={TOAST_DEFAULT_MS} />;
}
