import { isolatedName } from '../../export/names.js';
import { formatList } from './format.js';

export { isolatedName, shownName } from '../../export/names.js';

/**
 * "Ana", "Ana and Ben", "Ana, Ben and Cy" in the language being spoken: names in a sentence, each
 * isolated first (see `isolatedName`), so a right-to-left name never reorders the list around it.
 */
export function joinNames(names: readonly string[]): string {
  return formatList(names.map(isolatedName));
}
