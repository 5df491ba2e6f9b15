/**
 * The new-order chime, made with the Web Audio API (no sound file): three rising sine notes, loud
 * enough for a kitchen. Browsers block audio until the page was clicked: `unlockAudio` runs inside
 * the click of 'Enable Notifications'; after a reload `prepareAudio` creates the context, which the
 * browser may keep suspended ("locked") until the next tap or key, when `resumeAudio` starts it.
 */

/** E5, G5, C6: a bright major arpeggio that cuts through kitchen noise without being harsh. */
export const CHIME_NOTES_HZ = [659.25, 783.99, 1046.5] as const;
const NOTE_SECONDS = 0.22;
const NOTE_GAP_SECONDS = 0.16;
const PEAK_GAIN = 0.5;
/** An order nobody accepted in time: louder, a harsher wave, and the arpeggio twice. */
const URGENT = { gain: 0.95, wave: 'square' as OscillatorType, repeats: 2 };
/** An order for later arrived (docs/product/scheduled-orders.md): nothing to do yet, so quieter and quicker, once. */
const SOFT = { gain: 0.2, gapSeconds: 0.1 };

export type ChimeKind = 'normal' | 'urgent' | 'soft';

let context: AudioContext | null = null;
/** Who hears when the context starts or stops (the sound-locked banner). */
const stateListeners = new Set<() => void>();
/** A chime asked for while the context was not running plays only if the context starts this soon. */
const PROMPT_RESUME_MS = 2_000;

type AudioContextConstructor = new () => AudioContext;

function audioContextClass(): AudioContextConstructor | undefined {
  const scope = window as unknown as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

function ensureContext(): AudioContext | null {
  const Context = audioContextClass();
  if (!context && Context) {
    context = new Context();
    context.addEventListener('statechange', () => stateListeners.forEach((listener) => listener()));
    stateListeners.forEach((listener) => listener());
  }
  return context;
}

/** Call inside a user gesture. Resolves true when audio can play. */
export async function unlockAudio(): Promise<boolean> {
  const audio = ensureContext();
  if (!audio) return false;
  if (audio.state !== 'running') await audio.resume().catch(() => undefined);
  return audio.state === 'running';
}

/** Outside a gesture (a reload with alerts on): the context exists, running if the browser allows sound, locked otherwise. */
export function prepareAudio(): void {
  resumeAudio(ensureContext());
}

/**
 * Asks a stopped context to start without waiting: in a tap or key handler the browser allows it;
 * elsewhere the promise may wait for the next gesture, so nothing may hang on it.
 */
export function resumeAudio(audio: AudioContext | null = context): void {
  if (audio && audio.state !== 'running') void audio.resume().catch(() => undefined);
}

/** True while alerts have a context the browser keeps from playing (suspended until a tap, or interrupted). */
export function isAudioLocked(): boolean {
  return context !== null && context.state !== 'running';
}

/** Calls `listener` whenever the context is created, starts or stops; returns the unsubscribe. */
export function onAudioStateChange(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/**
 * Plays the chime if audio was unlocked; silently does nothing otherwise. `urgent`: louder and twice
 * (an escalated order). A tablet may suspend the context after a long silence and resuming it outside a
 * gesture is then allowed: the chime plays once it runs. While the browser locks sound, the resume
 * waits for a tap; by then the chime is stale, so it is dropped rather than played late (several at once).
 */
export function playChime(urgent = false): void {
  playKind(urgent ? 'urgent' : 'normal');
}

/** The soft chime of an order for later placed: once, never repeated (it waits in the Scheduled list). */
export function playSoftChime(): void {
  playKind('soft');
}

function playKind(kind: ChimeKind): void {
  const audio = context;
  if (!audio) return;
  if (audio.state === 'running') {
    playNotes(audio, kind);
    return;
  }
  const askedAt = Date.now();
  audio
    .resume()
    .then(() => {
      if (audio.state === 'running' && Date.now() - askedAt < PROMPT_RESUME_MS) playNotes(audio, kind);
    })
    .catch(() => undefined);
}

function playNotes(audio: AudioContext, kind: ChimeKind): void {
  const urgent = kind === 'urgent';
  const start = audio.currentTime + 0.02;
  const peak = urgent ? URGENT.gain : kind === 'soft' ? SOFT.gain : PEAK_GAIN;
  const gap = kind === 'soft' ? SOFT.gapSeconds : NOTE_GAP_SECONDS;
  const notes = urgent ? Array.from({ length: URGENT.repeats }, () => CHIME_NOTES_HZ).flat() : CHIME_NOTES_HZ;
  notes.forEach((frequency, index) => {
    const at = start + index * gap;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = urgent ? URGENT.wave : 'sine';
    oscillator.frequency.setValueAtTime(frequency, at);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(peak, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + NOTE_SECONDS + 0.02);
  });
}

/** Tests start from a locked page. */
export function resetAudioForTests(): void {
  context = null;
  stateListeners.clear();
}
