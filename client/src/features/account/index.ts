/** The customer's own account settings: the language of their mails and the optional order mails. */
export { AccountSettings } from './components/account-settings';
export { useAccountLanguageSync } from './language-sync';
