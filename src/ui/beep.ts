// A short beep through WebAudio for a new request (docs/product.md#aircraft-movements): no sound file to ship
// or cache. Owns one AudioContext, made on first use; a browser without WebAudio, or one that blocks it,
// simply stays silent.
let context: AudioContext | null = null;

export function beep(): void {
  try {
    context ??= new AudioContext();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.value = 0.15;
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.18);
  } catch (error) {
    console.warn('The request sound could not play', error);
  }
}
