/**
 * The new-order chime, made with the Web Audio API (no sound file): three rising sine notes, loud
 * enough for a kitchen. Browsers block audio until the page was clicked, so `unlockAudio` must run
 * inside the click of 'Enable Notifications'; it creates (or resumes) the one AudioContext.
 */

/** E5, G5, C6: a bright major arpeggio that cuts through kitchen noise without being harsh. */
export const CHIME_NOTES_HZ = [659.25, 783.99, 1046.5] as const;
const NOTE_SECONDS = 0.22;
const NOTE_GAP_SECONDS = 0.16;
const PEAK_GAIN = 0.5;
/** An order nobody accepted in time (issue 22): louder, a harsher wave, and the arpeggio twice. */
const URGENT = { gain: 0.95, wave: 'square' as OscillatorType, repeats: 2 };

let context: AudioContext | null = null;

type AudioContextConstructor = new () => AudioContext;

function audioContextClass(): AudioContextConstructor | undefined {
  const scope = window as unknown as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** Call inside a user gesture. Resolves true when audio can play. */
export async function unlockAudio(): Promise<boolean> {
  const Context = audioContextClass();
  if (!Context) return false;
  context ??= new Context();
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  return context.state === 'running';
}

export function isAudioUnlocked(): boolean {
  return context !== null;
}

/** Plays the chime if audio was unlocked; silently does nothing otherwise. `urgent`: louder and twice (an escalated order). */
export function playChime(urgent = false): void {
  if (!context) return;
  // A tablet may suspend the context after a long silence; resuming outside a gesture is allowed once unlocked.
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
  const start = context.currentTime + 0.02;
  const peak = urgent ? URGENT.gain : PEAK_GAIN;
  const notes = urgent ? Array.from({ length: URGENT.repeats }, () => CHIME_NOTES_HZ).flat() : CHIME_NOTES_HZ;
  notes.forEach((frequency, index) => {
    const at = start + index * NOTE_GAP_SECONDS;
    const oscillator = context!.createOscillator();
    const gain = context!.createGain();
    oscillator.type = urgent ? URGENT.wave : 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(peak, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(at);
    oscillator.stop(at + NOTE_SECONDS + 0.02);
  });
}

/** Tests start from a locked page. */
export function resetAudioForTests(): void {
  context = null;
}
