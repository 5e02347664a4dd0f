// Move, capture, check and game-end sounds, synthesised with WebAudio (no files). The audio
// context is made on first use, after a user gesture, as browsers require.

const MUTE_KEY = 'wasm-chess.muted';

export class Sounds {
  constructor(storage = globalThis.localStorage) {
    this.storage = storage;
    this.context = null;
    this.muted = storage?.getItem(MUTE_KEY) === '1';
  }

  setMuted(muted) {
    this.muted = muted;
    this.storage?.setItem(MUTE_KEY, muted ? '1' : '0');
  }

  /** 'move' | 'capture' | 'check' | 'end' */
  play(kind) {
    if (this.muted || typeof AudioContext === 'undefined') return;
    // Browsers refuse audio before the user has interacted with the page.
    if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
    try {
      this.context ??= new AudioContext();
      if (this.context.state === 'suspended') this.context.resume();
      this.synthesize(kind, this.context.currentTime + 0.005);
    } catch {
      // No sound is better than a broken page.
    }
  }

  /** Schedules the sound of `kind` on `this.context` at time `t`. */
  synthesize(kind, t) {
    if (kind === 'capture') {
      this.knock(t, 190, 0.09, 0.5);
      this.noise(t, 0.06, 0.25);
    } else if (kind === 'check') {
      this.knock(t, 230, 0.08, 0.45);
      this.tone(t + 0.02, 880, 0.16, 0.12);
    } else if (kind === 'end') {
      this.tone(t, 523, 0.22, 0.12);
      this.tone(t + 0.14, 659, 0.22, 0.12);
      this.tone(t + 0.28, 784, 0.35, 0.12);
    } else {
      this.knock(t, 260, 0.07, 0.45);
    }
  }

  /** A wooden knock: a sine dropping quickly in pitch, with a fast decay. */
  knock(t, freq, length, gain) {
    const osc = this.context.createOscillator();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(freq * 1.6, t);
    osc.frequency.exponentialRampToValueAtTime(freq, t + length * 0.6);
    this.envelope(osc, t, length, gain, 0.004);
  }

  /** A short burst of filtered noise (the click of pieces touching). */
  noise(t, length, gain) {
    const ctx = this.context;
    const frames = Math.ceil(ctx.sampleRate * length);
    const buffer = ctx.createBuffer(1, frames, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    for (let i = 0; i < frames; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / frames) ** 2;
    const src = ctx.createBufferSource();
    src.buffer = buffer;
    const filter = ctx.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = 1800;
    const amp = ctx.createGain();
    amp.gain.value = gain;
    src.connect(filter).connect(amp).connect(ctx.destination);
    src.start(t);
  }

  tone(t, freq, length, gain) {
    const osc = this.context.createOscillator();
    osc.type = 'triangle';
    osc.frequency.value = freq;
    this.envelope(osc, t, length, gain, 0.01);
  }

  /** Plays `osc` from `t` for `length` seconds: a rise to `gain` in `attack` seconds, then a decay. */
  envelope(osc, t, length, gain, attack) {
    const amp = this.context.createGain();
    amp.gain.setValueAtTime(0.0001, t);
    amp.gain.exponentialRampToValueAtTime(gain, t + attack);
    amp.gain.exponentialRampToValueAtTime(0.0001, t + length);
    osc.connect(amp).connect(this.context.destination);
    osc.start(t);
    osc.stop(t + length + 0.02);
  }
}
