import { msg, str } from '@lit/localize';

/**
 * Points as a player types them into a box (a turn's total, a corrected turn): "1,250", "1.250"
 * (German, Spanish), "1 250" (French, Czech) and "1’250" (a phone's curly apostrophe) all read
 * 1250, as those separators carry no meaning. A dot or comma counts as one only before a group of
 * three digits: "2.50" may be a decimal, so it is refused as not a whole number rather than
 * guessed to be 250. Only whether it is a whole number is checked here: whether the game
 * takes those points (a multiple of 50, enough to get on the board) is the game flow's call, and
 * its refusal says why.
 */
export function readTypedPoints(typed: string): { points: number } | { problem: string } {
  const digits = typed.replace(/[\s'’]/g, '').replace(/[.,](?=\d{3}(?!\d))/g, '');
  if (digits === '') return { problem: msg("Type the turn's points, or tap Zilch.") };
  if (!/^\d+$/.test(digits)) {
    const shown = typed.trim();
    return { problem: msg(str`Type the points as a whole number, like 650: "${shown}" is not one.`) };
  }
  const points = Number(digits);
  if (!Number.isSafeInteger(points)) return { problem: msg('That is more points than a turn can score.') };
  return { points };
}
