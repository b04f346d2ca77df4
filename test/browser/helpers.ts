/**
 * Finds things the way a person or a screen reader does: by the role and accessible name in the
 * browser's accessibility tree, through the open shadow roots of the components, and reads the text
 * a person would see.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { roleFromMarkup, skippedByChromium } from './roles.js';

/** Every element under `root`, its shadow roots included, in document order. */
export function allElements(root: Element | ShadowRoot | Document): Element[] {
  const found: Element[] = [];
  const visit = (node: Element | ShadowRoot | Document) => {
    for (const child of Array.from(node.children)) {
      found.push(child);
      if (child.shadowRoot) visit(child.shadowRoot);
      visit(child);
    }
  };
  if (root instanceof Element && root.shadowRoot) visit(root.shadowRoot);
  visit(root);
  return found;
}

/** Text as seen: shadow trees included, <style> left out, white space collapsed. */
export function textOf(node: Node): string {
  const parts: string[] = [];
  const visit = (current: Node) => {
    if (current.nodeType === Node.TEXT_NODE) {
      parts.push(current.textContent ?? '');
      return;
    }
    if (current instanceof HTMLStyleElement || current instanceof HTMLTemplateElement) return;
    const children =
      current instanceof Element && current.shadowRoot ? current.shadowRoot.childNodes : current.childNodes;
    for (const child of Array.from(children)) visit(child);
  };
  visit(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The role and name Chromium's own accessibility tree gives the element (Blink's
 * `computedRole` / `computedName`, switched on for the test browser in web-test-runner.config.mjs),
 * so a test reads what a screen reader announces, not what a hand-written guess would say.
 */
interface Computed {
  readonly computedRole?: string | null;
  readonly computedName?: string | null;
}

function roleOf(element: Element): string | null {
  const role = (element as Element & Computed).computedRole;
  if (role === undefined)
    throw new Error('Chromium runs without ComputedAccessibilityInfo: see web-test-runner.config.mjs');
  // Blink says 'image' where ARIA (and Playwright) say 'img'.
  return role === 'image' ? 'img' : role || null;
}

function isHidden(element: Element): boolean {
  for (
    let current: Element | null = element;
    current;
    current = current.parentElement ?? (current.getRootNode() as ShadowRoot).host ?? null
  ) {
    if (current.getAttribute('aria-hidden') === 'true') return true;
  }
  return false;
}

/** The accessible name in Chromium's accessibility tree. */
export function nameOf(element: Element): string {
  const name = (element as Element & Computed).computedName;
  if (name === undefined)
    throw new Error('Chromium runs without ComputedAccessibilityInfo: see web-test-runner.config.mjs');
  return (name ?? '').trim();
}

/**
 * All elements with this role (and this name, when given) under `root`, hidden ones left out. The
 * role is read from the markup where it says it plainly (a button, a list, role="alert": roles.ts),
 * and asked of Chromium's accessibility tree only where it does not; the name is Chromium's.
 */
export function allByRole(root: Element | ShadowRoot | Document, role: string, name?: string | RegExp): HTMLElement[] {
  return allElements(root).filter((element): element is HTMLElement => {
    if (!(element instanceof HTMLElement) && !(element instanceof SVGElement)) return false;
    const markup = roleFromMarkup(element, role);
    if (markup.role === null) return false;
    if (markup.role === undefined) {
      if ((markup.mayBe && !markup.mayBe.includes(role)) || roleOf(element) !== role) return false;
    } else if (markup.role !== role || skippedByChromium(element)) return false;
    if (isHidden(element)) return false;
    if (name === undefined) return true;
    const actual = nameOf(element);
    return typeof name === 'string' ? actual === name : name.test(actual);
  }) as HTMLElement[];
}

/** The one element with this role and name; throws (failing the test) when there is none or more. */
export function getByRole(root: Element | ShadowRoot | Document, role: string, name?: string | RegExp): HTMLElement {
  const found = allByRole(root, role, name);
  if (found.length !== 1) {
    throw new Error(`Expected one ${role}${name === undefined ? '' : ` named ${String(name)}`}, found ${found.length}`);
  }
  return found[0] as HTMLElement;
}

/** The button for a face in the "Dice faces" group. */
export function faceButton(root: Element, face: number): HTMLElement {
  return getByRole(getByRole(root, 'group', 'Dice faces'), 'button', String(face));
}

/** Taps the face buttons one after another, letting each tap render. */
export async function tapFaces(root: Element & { updateComplete?: Promise<unknown> }, faces: readonly number[]) {
  for (const face of faces) {
    faceButton(root, face).click();
    await root.updateComplete;
  }
}

/** Chooses an option of a select as a person does: the value changes, then `change` fires. */
export function choose(select: HTMLElement, value: string) {
  if (!(select instanceof HTMLSelectElement)) throw new Error('not a select');
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Waits for the shadow trees under `root` to settle after an interaction. */
export async function settle(root: Element) {
  for (const element of allElements(root)) {
    const update = (element as Element & { updateComplete?: Promise<unknown> }).updateComplete;
    if (update) await update;
  }
}

/** Waits until `check` passes, with the text that failed in the message. */
export function until(check: () => boolean, message: string) {
  return waitUntil(check, message, { timeout: 2000 });
}

/** The page as index.html has it on a phone: no margin, and a scroll bar that overlays the page. */
export function pageLikeTheApp(): void {
  document.documentElement.style.setProperty('scrollbar-width', 'none');
  document.body.style.setProperty('margin', '0');
}

/** Back to the test runner's page: the browser's margin and scroll bar, 800 × 600. */
export async function resetPage(): Promise<void> {
  document.documentElement.style.removeProperty('scrollbar-width');
  document.body.style.removeProperty('margin');
  await setViewport({ width: 800, height: 600 });
}

/**
 * The 44px rule: every target is at least 44 × 44 CSS pixels and, when `within` is given, lies
 * inside it (a right edge, or a box: nothing sticks out of the page or its row).
 */
export function expectTapTargets(
  targets: readonly Element[],
  within?: { readonly left?: number; readonly right: number },
  where = '',
): void {
  for (const target of targets) {
    const box = target.getBoundingClientRect();
    const name = `${nameOf(target) || target.localName}${where}`;
    expect(box.width, `width of ${name}`).to.be.at.least(44);
    expect(box.height, `height of ${name}`).to.be.at.least(44);
    if (within?.left !== undefined) expect(box.left, `left edge of ${name}`).to.be.at.least(within.left);
    if (within) expect(box.right, `right edge of ${name}`).to.be.at.most(within.right);
  }
}

/** The points a scoring table gives a combination, read as a screen reader reads the row it heads. */
export function pointsOf(table: HTMLElement, combination: string): string {
  const row = getByRole(table, 'rowheader', combination).closest('tr');
  if (!row) throw new Error(`no row for ${combination}`);
  return nameOf(getByRole(row, 'cell'));
}
