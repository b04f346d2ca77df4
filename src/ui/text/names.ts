import { isolatedName, shownName } from '../../export/names.js';
import { formatList } from './format.js';

export { isolatedName, shownName };

/** "Ana", "Ana and Ben", "Ana, Ben and Cy" in the language spoken, each name isolated (see `isolatedName`). */
export function joinNames(names: readonly string[]): string {
  return formatList(names.map(isolatedName));
}
