
    // Do not modify this file by hand!
    // Re-generate this file by running lit-localize

    
    import {str} from '@lit/localize';

    /* eslint-disable no-irregular-whitespace */
    /* eslint-disable @typescript-eslint/no-explicit-any */

    export const templates = {
      'dice.few': str`⟦${0} ðíçé··⟧`,
'dice.one': str`⟦${0} ðíé··⟧`,
'dice.other': str`⟦${0} ðíçé··⟧`,
's178ffe503b1dff5f': `⟦Ľáñĝúáĝé çĥáñĝéð······⟧`,
's199a32b99bd45112': `⟦Šçóŕé šĥééţ····⟧`,
's2293b71fd35fee2a': `⟦Šţáţíšţíçš····⟧`,
's26d236d09a66a620': `⟦Ŕúľéš··⟧`,
's37f22fc584f9548b': str`⟦úñðéŕ ${0}··⟧`,
's49e763aed00877a8': `⟦Ṁáíñ··⟧`,
's6ebc9bd6feae62a3': `⟦Ľóáðíñĝ…···⟧`,
'sae21f4dd091731b1': `⟦Žíľçĥ Šçóŕéþáð, ĝáɱéš········⟧`,
'sae238413b7c6ebac': `⟦Šţáţš··⟧`,
'sb3716ef86944f4f1': `⟦Ĥóŵ ţó úšé····⟧`,
'sc5929cc9f0911947': `⟦Ŕúľéš éẋþľóŕéŕ······⟧`,
'scd105819b5a10243': `⟦Þľáý··⟧`,
'sd05190d6b6b60a1f': `⟦Ɓáçķúþ···⟧`,
'se231728e3042d851': `⟦Ñéŵ ĝáɱé···⟧`,
'se26c5c239197c01c': `⟦Ĝáɱéš··⟧`,
'sefcf950b3cc4fc3b': `⟦Ľáñĝúáĝé····⟧`,
    };
  