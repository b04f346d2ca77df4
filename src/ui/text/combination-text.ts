/**
 * Combinations in the words players use at the table: "single 1", "three 2s", "three pairs",
 * "1-2-3-4-5-6". The rules engine names a combination by its kind and faces (CombinationName);
 * the words are here.
 */
import { msg, str } from '@lit/localize';
import type { CombinationName, Face } from '../../rules/index.js';
import { plural } from './format.js';

/** "three", "ten": a count of dice (or of zilches) as players say it; digits past ten. */
export function countWord(count: number): string {
  switch (count) {
    case 1:
      return msg('one', { id: 'count.1', desc: 'A number as a word, as in "three 2s" or "four of a kind"' });
    case 2:
      return msg('two', { id: 'count.2', desc: 'A number as a word, as in "three 2s" or "four of a kind"' });
    case 3:
      return msg('three', { id: 'count.3', desc: 'A number as a word, as in "three 2s" or "four of a kind"' });
    case 4:
      return msg('four', { id: 'count.4', desc: 'A number as a word, as in "three 2s" or "four of a kind"' });
    case 5:
      return msg('five', { id: 'count.5', desc: 'A number as a word, as in "three 2s" or "four of a kind"' });
    case 6:
      return msg('six', { id: 'count.6', desc: 'A number as a word, as in "three 2s" or "four of a kind"' });
    case 7:
      return msg('seven', { id: 'count.7', desc: 'A number as a word, as in "three 2s" or "four of a kind"' });
    case 8:
      return msg('eight', { id: 'count.8', desc: 'A number as a word, as in "three 2s" or "four of a kind"' });
    case 9:
      return msg('nine', { id: 'count.9', desc: 'A number as a word, as in "three 2s" or "four of a kind"' });
    case 10:
      return msg('ten', { id: 'count.10', desc: 'A number as a word, as in "three 2s" or "four of a kind"' });
    default:
      return String(count);
  }
}

/** "Three" from "three": a word that starts a sentence or a label. */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "three 2s", "ten 6s": `count` dice of one face. */
function ofAKindText(face: Face, count: number): string {
  const word = countWord(count);
  return plural(count, {
    one: () =>
      msg(str`${word} ${face}s`, {
        id: 'combination.of-a-kind.one',
        desc: 'A combination: dice of one face, as in "three 2s" (the count is a number word)',
      }),
    few: () =>
      msg(str`${word} ${face}s`, {
        id: 'combination.of-a-kind.few',
        desc: 'A combination: dice of one face, as in "three 2s" (the count is a number word)',
      }),
    other: () =>
      msg(str`${word} ${face}s`, {
        id: 'combination.of-a-kind.other',
        desc: 'A combination: dice of one face, as in "three 2s" (the count is a number word)',
      }),
  });
}

/** "single 1": one die of a face. */
function singleText(face: Face): string {
  return msg(str`single ${face}`, {
    id: 'combination.single',
    desc: 'A combination: one die of a face, as in "single 5"',
  });
}

/** "two single 1s": a single of the same face, `count` times in one split. */
function singlesText(face: Face, count: number): string {
  const word = countWord(count);
  return plural(count, {
    one: () =>
      msg(str`${word} single ${face}s`, {
        id: 'combination.singles.one',
        desc: 'Several single dice of one face in one hold, as in "two single 5s" (the count is a number word)',
      }),
    few: () =>
      msg(str`${word} single ${face}s`, {
        id: 'combination.singles.few',
        desc: 'Several single dice of one face in one hold, as in "two single 5s" (the count is a number word)',
      }),
    other: () =>
      msg(str`${word} single ${face}s`, {
        id: 'combination.singles.other',
        desc: 'Several single dice of one face in one hold, as in "two single 5s" (the count is a number word)',
      }),
  });
}

/** A combination's short name, as the explorer and the hold cards show it in a split. */
export function combinationText(name: CombinationName): string {
  switch (name.kind) {
    case 'single':
      return singleText(name.face);
    case 'of-a-kind':
      return ofAKindText(name.face, name.count);
    case 'three-pairs':
      return msg('three pairs', { id: 'combination.three-pairs', desc: 'A combination: two dice each of three faces' });
    case 'four-and-pair':
      return msg('four of a kind and a pair', {
        id: 'combination.four-and-pair',
        desc: 'A combination that counts as three pairs',
      });
    case 'two-triplets':
      return msg('two triplets', {
        id: 'combination.two-triplets',
        desc: 'A combination: three dice each of two faces',
      });
    case 'straight':
      return name.faces.join('-');
  }
}

/** "three 2s twice", "three pairs ×3": one combination found `count` (2 or more) times in a split. */
export function repeatedText(name: CombinationName, count: number): string {
  if (name.kind === 'single') return singlesText(name.face, count);
  const part = combinationText(name);
  if (count === 2)
    return msg(str`${part} twice`, {
      id: 'combination.twice',
      desc: 'A combination found twice in one hold, as in "three 2s twice"',
    });
  const times = String(count);
  return msg(str`${part} ×${times}`, {
    id: 'combination.times',
    desc: 'A combination found several times in one hold, as in "three pairs ×3"',
  });
}
