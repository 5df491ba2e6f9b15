export { formatMessage, type MessageParam, type MessageParams, placeholdersOf } from './format';
export { HU_MESSAGES } from './hu';
export { hasTranslation, identifyMessage, isMessage, translateMessage } from './translate';
export { menuItemParam, moneyParam, nameParam, orderNumberParam, statusParam } from './params';
export { MAIL_COPY, type MailCopy } from './mails';
