// The pages' Content-Security-Policy (helmet's directives): our own scripts, styles and workers only,
// widened just for the API's origin (config.json's apiUrl) and Stripe's Checkout (a PAY form's redirect).
import { checkoutOrigin, type PaymentsConfig } from './payments/payments-config';

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // React and react-toastify set inline style attributes.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // A club LAN serves plain http: upgrading would break it.
  upgradeInsecureRequests: null,
};

/**
 * The policy for the page: its API may live on another origin (config.json's apiUrl), and a PAY form
 * is sent on to Stripe's Checkout.
 */
export function contentSecurityPolicy(apiOrigin: string | null, payments: PaymentsConfig | null) {
  const checkout = payments ? checkoutOrigin(payments) : null;
  const connectSrc = apiOrigin ? [...CSP_DIRECTIVES.connectSrc, apiOrigin] : CSP_DIRECTIVES.connectSrc;
  const formAction = checkout ? [...CSP_DIRECTIVES.formAction, checkout] : CSP_DIRECTIVES.formAction;
  return { ...CSP_DIRECTIVES, connectSrc, formAction };
}
