/**
 * The browser's edges the board's alert touches, replaced by recording fakes: AudioContext (the
 * chime), Notification (permission and what was shown) and the page's visibility.
 */
/** The events browsers count as a user gesture that may start audio (a touch's pointerdown is not one). */
const GESTURES = ['keydown', 'mousedown', 'pointerup', 'touchend', 'click'];
const duringGesture = () => GESTURES.includes((window as unknown as { event?: Event }).event?.type ?? '');

/**
 * Records every chime (three oscillators each) instead of making sound. `autoplay: 'locked'` is a
 * browser after a reload: resume() starts the context only inside a gesture; elsewhere its promise
 * waits for that gesture, as Chromium's does.
 */
export function installFakeAudio({ autoplay = 'allowed' }: { autoplay?: 'allowed' | 'locked' } = {}) {
  const started: number[] = [];
  class FakeAudioContext extends EventTarget {
    state: AudioContextState = 'suspended';
    currentTime = 0;
    destination = {};
    private waiting: Array<() => void> = [];
    resume() {
      if (autoplay === 'locked' && !duringGesture()) return new Promise<void>((resolve) => this.waiting.push(resolve));
      this.state = 'running';
      this.dispatchEvent(new Event('statechange'));
      this.waiting.splice(0).forEach((resolve) => resolve());
      return Promise.resolve();
    }
    createGain() {
      const param = { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() };
      return { gain: param, connect: (target: unknown) => target };
    }
    createOscillator() {
      return {
        type: 'sine',
        frequency: { setValueAtTime: (hz: number) => started.push(hz) },
        connect: (target: unknown) => target,
        start: jest.fn(),
        stop: jest.fn(),
      };
    }
  }
  Object.assign(window, { AudioContext: FakeAudioContext });
  return { chimes: () => started.length / 3 };
}

export interface ShownNotification {
  title: string;
  body: string;
}

/** A Notification API whose permission prompt answers `answer`; records what was shown. */
export function installFakeNotifications(answer: NotificationPermission = 'granted') {
  const shown: ShownNotification[] = [];
  class FakeNotification {
    static permission: NotificationPermission = 'default';
    static requestPermission = jest.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    onclick: (() => void) | null = null;
    constructor(title: string, options: { body: string }) {
      shown.push({ title, body: options.body });
    }
    close() {}
  }
  Object.assign(window, { Notification: FakeNotification });
  Object.assign(globalThis, { Notification: FakeNotification });
  return { shown };
}

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });

export function setVisibility(state: DocumentVisibilityState): void {
  visibility = state;
}
