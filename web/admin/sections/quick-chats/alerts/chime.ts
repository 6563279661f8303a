/**
 * A short two-note chime made with the Web Audio API: nothing to download, nothing fetched from
 * elsewhere. Browsers only let a page play sound after the person has interacted with it; until
 * then (or without Web Audio) the chime is silently skipped.
 */
let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  if (context) return context;
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return undefined;
  try {
    context = new Context();
  } catch {
    return undefined;
  }
  return context;
}

function note(audio: AudioContext, frequency: number, start: number, length: number) {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = frequency;
  // A soft attack and a long fade: a bell, not a beep.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.18, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.05);
}

export function playChime(): void {
  const audio = audioContext();
  if (!audio) return;
  const play = () => {
    const now = audio.currentTime;
    note(audio, 880, now, 0.35); // A5
    note(audio, 1318.5, now + 0.12, 0.5); // E6
  };
  if (audio.state === 'running') {
    play();
    return;
  }
  audio.resume().then(play, () => undefined);
}

/** Lets the chime start on the person's next click or key press (browsers' autoplay rule). */
export function unlockChimeOnGesture(): () => void {
  const unlock = () => {
    void audioContext()
      ?.resume()
      .catch(() => undefined);
  };
  window.addEventListener('pointerdown', unlock, { once: true, capture: true });
  window.addEventListener('keydown', unlock, { once: true, capture: true });
  return () => {
    window.removeEventListener('pointerdown', unlock, { capture: true });
    window.removeEventListener('keydown', unlock, { capture: true });
  };
}
