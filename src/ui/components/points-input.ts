import { html, nothing } from 'lit';

/**
 * The box a turn's points are typed into, the same on the play screen and in the sheet's
 * correction: the numeric keypad, a Done key, nothing remembered between games. A template, not an
 * element, so the caller's `<label for="points">` reaches it. The caller's styles must include
 * `fields` (it wears `.input.number`).
 */
export function pointsInput(options: { invalid: boolean; describedBy?: string; onInput: () => void }) {
  return html`<input
    id="points"
    class="input number"
    name="points"
    type="text"
    inputmode="numeric"
    autocomplete="off"
    enterkeyhint="done"
    aria-invalid=${options.invalid ? 'true' : 'false'}
    aria-describedby=${options.describedBy ?? nothing}
    @input=${options.onInput}
  />`;
}
