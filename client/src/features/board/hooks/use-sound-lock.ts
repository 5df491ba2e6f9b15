import { useEffect, useSyncExternalStore } from 'react';

import { useAlertsStore } from '../alerts/alerts-store';
import { isAudioLocked, onAudioStateChange, prepareAudio, resumeAudio } from '../alerts/chime';

/**
 * The inputs that may start audio. Browsers count a key, a mouse press and the end of a touch as a
 * gesture, but not a touch's pointerdown, so each is tried until the context runs.
 */
const GESTURES = ['pointerdown', 'pointerup', 'touchend', 'mousedown', 'keydown', 'click'] as const;

/** True while the alarm is switched on but the browser keeps its sound locked (after a reload, until a tap). */
export function useSoundLocked(): boolean {
  const alertsOn = useAlertsStore((state) => state.alertsOn);
  const locked = useSyncExternalStore(onAudioStateChange, isAudioLocked);
  return alertsOn && locked;
}

/**
 * Re-arms the alarm after a reload; use once, where the board is. With alerts on, the audio context
 * is created at once (running if the browser allows sound, suspended otherwise); while it is locked,
 * the first tap, click or key anywhere on the page starts it (capture phase, so no control can
 * swallow the event). Returns whether sound is locked.
 */
export function useRearmSound(): boolean {
  const alertsOn = useAlertsStore((state) => state.alertsOn);
  const soundLocked = useSoundLocked();

  useEffect(() => {
    if (alertsOn) prepareAudio();
  }, [alertsOn]);

  useEffect(() => {
    if (!soundLocked) return;
    const rearm = () => resumeAudio();
    for (const type of GESTURES) window.addEventListener(type, rearm, { capture: true });
    return () => {
      for (const type of GESTURES) window.removeEventListener(type, rearm, { capture: true });
    };
  }, [soundLocked]);

  return soundLocked;
}
