/**
 * Pizza Point's test kit (README.md): one copy of what the server tests, the chaos run, the browser
 * tests and the embedded database's tests all need. Tests and test tools only; production code never imports it.
 */
export { bearer } from './http';
export { type CapturedMail, mailbox, type MailTarget, mailsTo, waitForMails } from './mailbox';
export { freePort } from './ports';
export { groupAlive, type GroupOptions, type ProcessGroup, startGroup } from './process-group';
export { startRedisServer, type TestRedis, untilReady } from './redis';
export { type ShopOptions, type ShopProcess, startShop, untilAnswers } from './shop-process';
export { sleep, until, waitFor } from './wait';
