// Short correct / incorrect cues synthesised with the Web Audio API (no audio files to download).
type AudioContextConstructor = new () => AudioContext;

/** [frequency Hz, start s, length s] */
type Tone = readonly [number, number, number];

const CORRECT: readonly Tone[] = [
  [659.25, 0, 0.12],
  [987.77, 0.11, 0.2],
];
const WRONG: readonly Tone[] = [
  [220, 0, 0.16],
  [174.61, 0.15, 0.26],
];

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const scope = globalThis as { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
  const Constructor = scope.AudioContext ?? scope.webkitAudioContext;
  if (!Constructor) return null;
  try {
    context = new Constructor();
  } catch {
    return null;
  }
  return context;
}

/** Plays the cue of a checked answer; does nothing where Web Audio is missing or refuses. */
export function playAnswerSound(correct: boolean): void {
  const ctx = audioContext();
  if (!ctx) return;
  try {
    if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
    const now = ctx.currentTime;
    for (const [frequency, start, length] of correct ? CORRECT : WRONG) {
      const oscillator = ctx.createOscillator();
      const gain = ctx.createGain();
      oscillator.type = correct ? 'sine' : 'triangle';
      oscillator.frequency.setValueAtTime(frequency, now + start);
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(0.18, now + start + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      oscillator.connect(gain);
      gain.connect(ctx.destination);
      oscillator.start(now + start);
      oscillator.stop(now + start + length + 0.02);
    }
  } catch {
    // sound is a nicety: never let it break answering
  }
}

/** Tests only: forget the cached context. */
export function resetAnswerSoundForTests(): void {
  context = null;
}
