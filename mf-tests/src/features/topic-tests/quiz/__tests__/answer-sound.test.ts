import { playAnswerSound, resetAnswerSoundForTests } from '../lib/answer-sound';

interface FakeNode {
  connect: jest.Mock;
}

function installFakeAudio() {
  const frequencies: number[] = [];
  const started: number[] = [];
  class FakeAudioContext {
    state = 'suspended';
    currentTime = 10;
    destination = {};
    resume = jest.fn(async () => {
      this.state = 'running';
    });
    createOscillator() {
      return {
        type: '',
        frequency: { setValueAtTime: (f: number) => frequencies.push(f) },
        connect: jest.fn(),
        start: (at: number) => started.push(at),
        stop: jest.fn(),
      };
    }
    createGain(): FakeNode & { gain: Record<string, jest.Mock> } {
      return { gain: { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() }, connect: jest.fn() };
    }
  }
  (globalThis as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
  return { frequencies, started };
}

afterEach(() => {
  delete (globalThis as { AudioContext?: unknown }).AudioContext;
  resetAnswerSoundForTests();
});

describe('answer sounds', () => {
  it('does nothing where Web Audio is missing (jsdom)', () => {
    expect('AudioContext' in globalThis).toBe(false);
    expect(() => playAnswerSound(true)).not.toThrow();
  });

  it('plays a rising pair of tones for a right answer and a falling low pair for a wrong one', () => {
    const { frequencies, started } = installFakeAudio();
    playAnswerSound(true);
    expect(frequencies).toHaveLength(2);
    expect(frequencies[1]).toBeGreaterThan(frequencies[0]);
    expect(started[0]).toBe(10);

    frequencies.length = 0;
    playAnswerSound(false);
    expect(frequencies).toHaveLength(2);
    expect(frequencies[1]).toBeLessThan(frequencies[0]);
    expect(Math.max(...frequencies)).toBeLessThan(300);
  });

  it('never throws when the browser refuses to create a context', () => {
    (globalThis as { AudioContext?: unknown }).AudioContext = class {
      constructor() {
        throw new Error('NotAllowedError');
      }
    };
    expect(() => playAnswerSound(false)).not.toThrow();
  });
});
