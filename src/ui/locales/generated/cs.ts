
    // Do not modify this file by hand!
    // Re-generate this file by running lit-localize

    
    import {str} from '@lit/localize';

    /* eslint-disable no-irregular-whitespace */
    /* eslint-disable @typescript-eslint/no-explicit-any */

    export const templates = {
      'dice.one': str`${0} die`,
'dice.few': str`${0} dice`,
'dice.other': str`${0} dice`,
's37f22fc584f9548b': str`under ${0}`,
'se26c5c239197c01c': `Games`,
'se231728e3042d851': `New game`,
'scd105819b5a10243': `Play`,
's199a32b99bd45112': `Score sheet`,
'sc5929cc9f0911947': `Rules explorer`,
's2293b71fd35fee2a': `Statistics`,
'sd05190d6b6b60a1f': `Backup`,
's178ffe503b1dff5f': `Language changed`,
'sefcf950b3cc4fc3b': `Language`,
's6ebc9bd6feae62a3': `Loading…`,
'sae21f4dd091731b1': `Zilch Scorepad, games`,
's49e763aed00877a8': `Main`,
's26d236d09a66a620': `Rules`,
'sae238413b7c6ebac': `Stats`,
'sb3716ef86944f4f1': `How to use`,
    };
  