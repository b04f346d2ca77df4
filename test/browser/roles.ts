/**
 * The role an element's markup gives it, read from the DOM as HTML-AAM and WAI-ARIA map it, so that
 * a search by role asks Chromium's accessibility tree (`computedRole`, milliseconds an element on a
 * busy machine) only about the few elements whose role the markup leaves open: a section is a
 * region only when it has a name, a header a banner only outside sectioning content. A run of all
 * the browser tests with every search made both ways (markup first, and Chromium asked about every
 * element) found the two the same.
 */

/** Elements that carry no role of their own unless given one (Chromium: generic, or nothing). */
const NO_ROLE = new Set([
  'div',
  'span',
  'p',
  'b',
  'i',
  'strong',
  'em',
  'small',
  'bdi',
  'br',
  'style',
  'slot',
  'template',
  'circle',
  'rect',
  'path',
  'g',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'use',
  'defs',
  'title',
]);

/** The parts of a table, and the roles they can have: Chromium alone tells a row header from a cell. */
const TABLE_PARTS = new Set(['td', 'th', 'tr', 'thead', 'tbody', 'tfoot', 'caption']);
const TABLE_ROLES = new Set(['cell', 'gridcell', 'columnheader', 'rowheader', 'row', 'rowgroup', 'caption']);

/** Roles an author's `role` attribute gives as written (not none or presentation, which Chromium may pass over, nor region or form, which need a name). */
const ROLES_AS_WRITTEN = new Set([
  'alert',
  'alertdialog',
  'article',
  'button',
  'checkbox',
  'combobox',
  'dialog',
  'group',
  'heading',
  'img',
  'link',
  'list',
  'listbox',
  'listitem',
  'log',
  'menu',
  'menuitem',
  'note',
  'option',
  'progressbar',
  'radio',
  'radiogroup',
  'separator',
  'slider',
  'spinbutton',
  'status',
  'switch',
  'tab',
  'tablist',
  'tabpanel',
  'textbox',
  'timer',
  'toolbar',
  'tooltip',
]);

/** The role of an input by its type; null: Chromium decides (date, colour, file and the like). */
function inputRole(input: HTMLInputElement): string | null {
  switch (input.type) {
    case 'button':
    case 'submit':
    case 'reset':
    case 'image':
      return 'button';
    case 'checkbox':
      // A checkbox with `switch` is a switch where the browser knows the attribute.
      return input.hasAttribute('switch') ? null : 'checkbox';
    case 'radio':
      return 'radio';
    case 'number':
      return 'spinbutton';
    case 'range':
      return 'slider';
    case 'search':
      return input.hasAttribute('list') ? null : 'searchbox';
    case 'text':
    case 'email':
    case 'tel':
    case 'url':
      return input.hasAttribute('list') ? null : 'textbox';
    default:
      return null;
  }
}

/** Roles the markup gives for sure, by tag (with no role attribute). */
const ROLE_OF_TAG: Readonly<Record<string, string>> = {
  button: 'button',
  h1: 'heading',
  h2: 'heading',
  h3: 'heading',
  h4: 'heading',
  h5: 'heading',
  h6: 'heading',
  ul: 'list',
  ol: 'list',
  menu: 'list',
  li: 'listitem',
  dialog: 'dialog',
  main: 'main',
  nav: 'navigation',
  article: 'article',
  fieldset: 'group',
  output: 'status',
  progress: 'progressbar',
  textarea: 'textbox',
  hr: 'separator',
};

/**
 * The elements whose role depends on more than the tag, and every role Chromium may give them:
 * a search for any other role passes them by without asking.
 */
const MAY_BE: Readonly<Record<string, readonly string[]>> = {
  section: ['region', 'generic'],
  header: ['banner', 'generic', 'sectionheader'],
  footer: ['contentinfo', 'generic', 'sectionfooter'],
  aside: ['complementary', 'generic'],
  form: ['form', 'generic'],
  img: ['img', 'none', 'presentation'],
  svg: ['img', 'graphics-document', 'graphics-symbol', 'none', 'presentation', 'generic'],
  table: ['table', 'grid', 'treegrid', 'none', 'presentation', 'generic'],
};

/**
 * The role the markup gives `element` for sure; null when it has none (generic, or a table part
 * when the search is not for one); undefined when only Chromium can tell (and `mayBe` lists what
 * it could say, when known).
 */
export function roleFromMarkup(
  element: Element,
  searched: string,
): { readonly role: string | null } | { readonly role: undefined; readonly mayBe?: readonly string[] } {
  const written = element.getAttribute('role');
  if (written !== null) {
    const first = written.trim().split(/\s+/)[0] ?? '';
    return ROLES_AS_WRITTEN.has(first) ? { role: first } : { role: undefined };
  }
  const tag = element.localName;
  if (NO_ROLE.has(tag)) return { role: null };
  if (TABLE_PARTS.has(tag)) return TABLE_ROLES.has(searched) ? { role: undefined } : { role: null };
  // An autonomous custom element has no role of its own (none here attaches internals).
  if (tag.includes('-')) return { role: null };
  if (tag === 'button')
    return element.hasAttribute('aria-haspopup') && element.getAttribute('aria-haspopup') !== 'false'
      ? { role: undefined }
      : { role: 'button' };
  if (tag === 'input') {
    const role = inputRole(element as HTMLInputElement);
    return role === null ? { role: undefined } : { role };
  }
  if (tag === 'a' || tag === 'area') return { role: element.hasAttribute('href') ? 'link' : null };
  if (tag === 'select') {
    const select = element as HTMLSelectElement;
    return { role: select.multiple || select.size > 1 ? 'listbox' : 'combobox' };
  }
  const role = ROLE_OF_TAG[tag];
  if (role !== undefined) return { role };
  const mayBe = MAY_BE[tag];
  return mayBe ? { role: undefined, mayBe } : { role: undefined };
}

/**
 * Out of Chromium's accessibility tree whatever the markup says: inside an element whose contents
 * are skipped (`content-visibility: hidden`, as a parked play card), or in a closed <details> but
 * its summary. (aria-hidden is the search's own test.)
 */
export function skippedByChromium(element: Element): boolean {
  let current: Element = element;
  for (;;) {
    const parent: Element | null = current.parentElement ?? ((current.getRootNode() as ShadowRoot).host || null);
    if (!parent) return false;
    if (parent instanceof HTMLDetailsElement && !parent.open && current.localName !== 'summary') return true;
    if (getComputedStyle(parent).contentVisibility === 'hidden') return true;
    current = parent;
  }
}
