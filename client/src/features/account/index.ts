/** The customer's own account: the language of their mails, the optional order mails, their loyalty rewards, and their data (download, delete). */
export { AccountSettings } from './components/account-settings';
export { useAccountLanguageSync } from './language-sync';
export { AccountDeletedNotice } from './components/account-deleted-notice';
export { MyDataSection } from './components/my-data-section';
export { MyRewardsSection } from './components/my-rewards-section';
