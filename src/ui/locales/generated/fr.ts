
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
    };
  