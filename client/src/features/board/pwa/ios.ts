/** What the iOS check reads from the browser (injected in tests). */
export interface DeviceFacts {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** The page runs as an app added to the Home Screen. */
  standalone: boolean;
}

export function currentDeviceFacts(): DeviceFacts {
  const nav = navigator as Navigator & { standalone?: boolean };
  const standalone = nav.standalone === true || (typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches);
  return { userAgent: nav.userAgent, platform: nav.platform, maxTouchPoints: nav.maxTouchPoints ?? 0, standalone };
}

/** iPhone, iPod or iPad; iPadOS 13+ says it is a Mac, but a Mac has no touch screen. */
export function isIosDevice({ userAgent, platform, maxTouchPoints }: DeviceFacts): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1);
}

/**
 * iOS and iPadOS (16.4+) deliver web push only to a web app added to the Home Screen: true when
 * the board runs in Safari on such a device, so it should say how to add it.
 */
export function needsHomeScreenForPush(facts: DeviceFacts): boolean {
  return isIosDevice(facts) && !facts.standalone;
}
