/** "Ana", "Ana and Ben", "Ana, Ben and Cy": players named in a sentence. */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
