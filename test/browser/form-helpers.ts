/**
 * More roles for finding things as a person does (helpers.ts knows buttons, lists and headings):
 * links, form fields and field groups, by role and accessible name, through shadow roots.
 */
import { allElements, nameOf, textOf } from './helpers.js';

const INPUT_ROLES: Record<string, string> = {
  text: 'textbox',
  search: 'textbox',
  number: 'spinbutton',
  checkbox: 'checkbox',
  radio: 'radio',
};

function roleOf(element: Element): string | null {
  const explicit = element.getAttribute('role');
  if (explicit) return explicit;
  switch (element.localName) {
    case 'a':
      return element.hasAttribute('href') ? 'link' : null;
    case 'input':
      return INPUT_ROLES[(element as HTMLInputElement).type] ?? null;
    case 'select':
      return 'combobox';
    case 'textarea':
      return 'textbox';
    case 'fieldset':
      return 'group';
    case 'button':
      return 'button';
    case 'ul':
    case 'ol':
      return 'list';
    case 'li':
      return 'listitem';
    case 'h2':
    case 'h3':
      return 'heading';
    default:
      return null;
  }
}

/** Hidden from everyone: aria-hidden, or inside a closed <details> / a [hidden] element. */
function isHidden(element: Element): boolean {
  for (
    let current: Element | null = element;
    current;
    current = current.parentElement ?? (current.getRootNode() as ShadowRoot).host ?? null
  ) {
    if (current.getAttribute('aria-hidden') === 'true' || current.hasAttribute('hidden')) return true;
    const details = current.parentElement;
    if (details?.localName === 'details' && !(details as HTMLDetailsElement).open && current.localName !== 'summary')
      return true;
  }
  return false;
}

/** A fieldset's name is its legend; a field inside a <label> is named by the label's text. */
function accessibleName(element: Element): string {
  const wrappingLabel = element.closest('label');
  if (wrappingLabel && !element.hasAttribute('aria-label') && !element.hasAttribute('aria-labelledby'))
    return textOf(wrappingLabel);
  if (
    element.localName === 'fieldset' &&
    !element.hasAttribute('aria-label') &&
    !element.hasAttribute('aria-labelledby')
  ) {
    const legend = element.querySelector(':scope > legend');
    return legend ? textOf(legend) : '';
  }
  return nameOf(element);
}

export function findAll(root: Element | ShadowRoot | Document, role: string, name?: string | RegExp): HTMLElement[] {
  return allElements(root).filter((element): element is HTMLElement => {
    if (!(element instanceof HTMLElement) || roleOf(element) !== role || isHidden(element)) return false;
    if (name === undefined) return true;
    const actual = accessibleName(element);
    return typeof name === 'string' ? actual === name : name.test(actual);
  });
}

/** The one element with this role and name; fails the test when there is none or more than one. */
export function find<T extends HTMLElement = HTMLElement>(
  root: Element | ShadowRoot | Document,
  role: string,
  name?: string | RegExp,
): T {
  const found = findAll(root, role, name);
  if (found.length !== 1)
    throw new Error(`Expected one ${role}${name === undefined ? '' : ` named ${String(name)}`}, found ${found.length}`);
  return found[0] as T;
}

/** Types into a field as a person does: the value changes, then `input` and `change` fire. */
export function type(field: HTMLElement, value: string): void {
  if (!(field instanceof HTMLInputElement)) throw new Error('not an input');
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The text of the elements an element is described by (aria-describedby), e.g. a field's message. */
export function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby');
  if (!ids) return '';
  const root = element.getRootNode() as Document | ShadowRoot;
  return ids
    .split(/\s+/)
    .map((id) => {
      const target = root.getElementById(id);
      return target ? textOf(target) : '';
    })
    .filter(Boolean)
    .join(' ');
}

/** The element that has keyboard focus, looking through the shadow roots. */
export function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
