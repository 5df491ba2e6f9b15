/**
 * The browser's edges the board's alert touches, replaced by recording fakes: AudioContext (the
 * chime), Notification (permission and what was shown) and the page's visibility.
 */
/** Records every chime (three oscillators each) instead of making sound. */
export function installFakeAudio() {
  const started: number[] = [];
  class FakeAudioContext {
    state: AudioContextState = 'suspended';
    currentTime = 0;
    destination = {};
    resume() {
      this.state = 'running';
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
