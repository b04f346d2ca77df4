/** Why the advisor's advice for a rule set is an estimate (adviceQuality's note), in words. */
import { msg } from '@lit/localize';
import type { AdviceNote } from '../../advisor/index.js';

export function adviceNoteText(note: AdviceNote): string {
  switch (note) {
    case 'pyramiding':
      return msg(
        'An estimate: with pyramiding, the advice does not count later combinations with dice already set aside.',
      );
    case 'lock-and-minimum':
      return msg(
        'An estimate: with locked points and a minimum to bank, the advice treats the minimum as applying to the points at risk.',
      );
  }
}
