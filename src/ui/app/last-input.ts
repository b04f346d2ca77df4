// Whether the player's last input was a touch: the pages move the keyboard's place for keyboard
// users only (focus() forces style and layout, and on a touch screen nobody sees where focus is;
// the next finger lands where it wants). Until the first input, as after a click from a script,
// it is not a touch.
let touched = false;

window.addEventListener('pointerdown', (event) => (touched = event.pointerType === 'touch'), {
  capture: true,
  passive: true,
});
window.addEventListener('keydown', () => (touched = false), { capture: true, passive: true });

export function lastInputWasTouch(): boolean {
  return touched;
}

/** After the next paint: what can wait for it does not hold up the frame that shows a result. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** In a task of its own: what follows does not lengthen the task that is running. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
