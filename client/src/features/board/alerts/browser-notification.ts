/** Browser notifications for new orders, shown only while the board's tab is hidden (a visible board rings and shows the card). */

export type NotificationState = NotificationPermission | 'unsupported';

export function notificationState(): NotificationState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Call inside the click of 'Enable Notifications'; never throws. */
export async function requestNotificationPermission(): Promise<NotificationState> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return Notification.permission;
  }
}

/** Shows one notification when allowed and the tab is hidden; a click brings the board to the front. */
export function notifyWhenHidden(title: string, options: { body: string; tag: string }): boolean {
  if (document.visibilityState !== 'hidden' || notificationState() !== 'granted') return false;
  try {
    const notification = new Notification(title, { ...options, icon: '/images/logo.svg' });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return true;
  } catch {
    // Some mobile browsers only allow notifications from a service worker; the chime still rang.
    return false;
  }
}
