/** The checkout feature's public face: the checkout screen the /checkout route composes, and the live channel's re-quote. */
export { refreshCheckoutQuote } from './api/get-quote';
export { CheckoutView } from './components/checkout-view';
