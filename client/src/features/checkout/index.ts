/** The checkout feature's public face: the checkout screen the /checkout route composes. */
export { CheckoutView } from './components/checkout-view';
