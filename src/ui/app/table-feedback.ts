import type { TableMoment } from '../../game/index.js';
import { devicePrefs } from './device-prefs.js';

/** Vibration, in ms on and off: a tap for a bank, two hard ones for a zilch, a flutter for hot dice, a long one for the win. */
const BUZZ: Record<TableMoment, readonly number[]> = {
  bank: [40],
  zilch: [120, 80, 120],
  'hot-dice': [30, 40, 30, 40, 30],
  win: [80, 60, 80, 60, 240],
};

/** The notes of each moment's short sound, in Hz: up for good news, down for a zilch. */
const NOTES: Record<TableMoment, readonly number[]> = {
  bank: [660, 880],
  zilch: [392, 262],
  'hot-dice': [660, 880, 1175],
  win: [523, 659, 784, 1047],
};
const NOTE_SECONDS = 0.12;

const KEYS = { vibrate: 'zs-vibrate', sound: 'zs-sound', screen: 'zs-keep-screen-on' } as const;
export type TableSetting = keyof typeof KEYS;

/** What this device can do: a setting is offered only for what it supports. */
export function tableSupport(): Record<TableSetting, boolean> {
  return {
    vibrate: typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function',
    sound: typeof AudioContext === 'function',
    screen:
      typeof navigator !== 'undefined' &&
      typeof (navigator as { wakeLock?: WakeLock }).wakeLock?.request === 'function',
  };
}

const reducedMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The table's settings on this device: the screen kept on (on unless turned off), vibration (on
 * unless turned off, or off by default for a player who asked for reduced motion), and sound (off
 * unless turned on: a phone that beeps unasked at a table is rude).
 */
export function tableSetting(which: TableSetting): boolean {
  const kept = devicePrefs.read(KEYS[which]);
  if (kept === 'on' || kept === 'off') return kept === 'on';
  if (which === 'sound') return false;
  return which === 'vibrate' ? !reducedMotion() : true;
}

export function setTableSetting(which: TableSetting, on: boolean): void {
  devicePrefs.write(KEYS[which], on ? 'on' : 'off');
}

/**
 * A buzz and a short sound for the moments a noisy table should feel (a bank, a zilch, hot dice,
 * the win), as the settings say, and only where the platform can. The sound is made by the page
 * (an oscillator), so there is nothing to download and it works offline.
 */
export class TableFeedback {
  private audio: AudioContext | null = null;

  /** Makes the audio ready from the tap that switched sound on (Safari starts audio only from a gesture). */
  prepareSound(): void {
    try {
      this.audio ??= new AudioContext();
      void this.audio.resume().catch(() => undefined);
    } catch {
      // No audio on this device now.
    }
  }

  play(moment: TableMoment): void {
    const support = tableSupport();
    if (support.vibrate && tableSetting('vibrate')) navigator.vibrate([...BUZZ[moment]]);
    if (support.sound && tableSetting('sound')) this.sound(NOTES[moment]);
  }

  private sound(notes: readonly number[]): void {
    try {
      this.audio ??= new AudioContext();
      const audio = this.audio;
      void audio.resume().catch(() => undefined);
      notes.forEach((frequency, index) => {
        const start = audio.currentTime + index * NOTE_SECONDS;
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        oscillator.frequency.value = frequency;
        // A soft attack and decay: no click at either end.
        gain.gain.setValueAtTime(0.0001, start);
        gain.gain.exponentialRampToValueAtTime(0.15, start + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, start + NOTE_SECONDS);
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start(start);
        oscillator.stop(start + NOTE_SECONDS);
      });
    } catch {
      // No sound on this device now (audio blocked or busy): the moment still shows on screen.
    }
  }
}
