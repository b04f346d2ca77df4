
    // Do not modify this file by hand!
    // Re-generate this file by running lit-localize

    
    import {str} from '@lit/localize';

    /* eslint-disable no-irregular-whitespace */
    /* eslint-disable @typescript-eslint/no-explicit-any */

    export const templates = {
      'dice.few': str`⟦${0} ðíçé··⟧`,
'dice.one': str`⟦${0} ðíé··⟧`,
'dice.other': str`⟦${0} ðíçé··⟧`,
's37f22fc584f9548b': str`⟦úñðéŕ ${0}··⟧`,
    };
  