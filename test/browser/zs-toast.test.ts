import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import type { ZsToast } from '../../src/ui/components/zs-toast.js';
import '../../src/ui/components/zs-toast.js';
import { focused } from './form-helpers.js';
import { allByRole, expectTapTargets, getByRole, textOf, until } from './helpers.js';
import { expectElement } from './harness.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The toast's live region. */
const statusOf = (toast: ZsToast) => getByRole(toast, 'status');

/** A button to start from, then the toast, as in the app (the page first, the toast last). */
async function pageWithToast(): Promise<{ toast: ZsToast; before: HTMLButtonElement }> {
  const wrapper = await fixture<HTMLDivElement>(
    html`<div><button type="button">Delete the game</button><zs-toast></zs-toast></div>`,
  );
  return {
    toast: wrapper.querySelector('zs-toast') as ZsToast,
    before: wrapper.querySelector('button') as HTMLButtonElement,
  };
}

describe('zs-toast', () => {
  afterEach(() => resetMouse());

  it('keeps an empty polite live region in the page between messages, so each message is announced', async () => {
    const toast = await fixture<ZsToast>(html`<zs-toast></zs-toast>`);
    const region = statusOf(toast);
    expect(textOf(region)).to.equal('');
    // A status is polite: it waits for the screen reader to finish (an alert would interrupt).
    expect(region.getAttribute('role')).to.equal('status');
    expect(allByRole(toast, 'alert')).to.have.length(0);
    toast.show({ message: 'Ready to work offline' });
    await toast.updateComplete;
    expect(statusOf(toast) === region, 'the same live region').to.equal(true);
    expect(textOf(region)).to.contain('Ready to work offline');
  });

  it('shows one message at a time: a new one replaces the last', async () => {
    const toast = await fixture<ZsToast>(html`<zs-toast></zs-toast>`);
    toast.show({ message: 'Deleted the game of Ana, Ben.', action: { label: 'Undo', run: () => undefined } });
    await toast.updateComplete;
    toast.show({ message: 'Update available', duration: 0, action: { label: 'Reload', run: () => undefined } });
    await toast.updateComplete;
    expect(textOf(statusOf(toast))).to.equal('Update available Reload ✕');
    expect(allByRole(toast, 'button').map((button) => textOf(button))).to.deep.equal(['Reload', '✕']);
  });

  it('runs its action once when the action button is pressed, and goes', async () => {
    const toast = await fixture<ZsToast>(html`<zs-toast></zs-toast>`);
    let undone = 0;
    toast.show({ message: 'Deleted the game of Ana, Ben.', action: { label: 'Undo', run: () => undone++ } });
    await toast.updateComplete;
    getByRole(toast, 'button', 'Undo').click();
    await toast.updateComplete;
    expect(undone).to.equal(1);
    expect(textOf(statusOf(toast))).to.equal('');
    expect(allByRole(toast, 'button')).to.have.length(0);
  });

  it('offers a Dismiss button when there is no action', async () => {
    const toast = await fixture<ZsToast>(html`<zs-toast></zs-toast>`);
    toast.show({ message: 'Ready to work offline' });
    await toast.updateComplete;
    getByRole(toast, 'button', 'Dismiss').click();
    await toast.updateComplete;
    expect(textOf(statusOf(toast))).to.equal('');
  });

  it('offers Dismiss beside the action of a message that stays, and only there', async () => {
    const toast = await fixture<ZsToast>(html`<zs-toast></zs-toast>`);
    let reloaded = false;
    toast.show({ message: 'Deleted the game of Ana, Ben.', action: { label: 'Undo', run: () => undefined } });
    await toast.updateComplete;
    expect(
      allByRole(toast, 'button').map((button) => button.getAttribute('aria-label') ?? textOf(button)),
    ).to.deep.equal(['Undo']);
    toast.show({ message: 'Update available', duration: 0, action: { label: 'Reload', run: () => (reloaded = true) } });
    await toast.updateComplete;
    expect(
      allByRole(toast, 'button').map((button) => button.getAttribute('aria-label') ?? textOf(button)),
    ).to.deep.equal(['Reload', 'Dismiss']);
    getByRole(toast, 'button', 'Dismiss').click();
    await toast.updateComplete;
    expect(textOf(statusOf(toast))).to.equal('');
    expect(reloaded, 'dismissed, not acted on').to.equal(false);
  });

  it('goes by itself after its duration; a duration of 0 stays until dismissed', async () => {
    const toast = await fixture<ZsToast>(html`<zs-toast></zs-toast>`);
    toast.show({ message: 'Ready to work offline', duration: 150 });
    await toast.updateComplete;
    expect(textOf(statusOf(toast))).to.contain('Ready to work offline');
    await until(() => textOf(statusOf(toast)) === '', 'the toast goes');

    toast.show({ message: 'Update available', duration: 0, action: { label: 'Reload', run: () => undefined } });
    await toast.updateComplete;
    await wait(400);
    expect(textOf(statusOf(toast))).to.contain('Update available');
  });

  it('a replacing message gets its own time: the old one’s timer does not take it away', async () => {
    const toast = await fixture<ZsToast>(html`<zs-toast></zs-toast>`);
    toast.show({ message: 'First', duration: 150 });
    await wait(100);
    toast.show({ message: 'Second', duration: 400 });
    await wait(150);
    await toast.updateComplete;
    expect(textOf(statusOf(toast))).to.contain('Second');
  });

  it('waits while focus is in it, and dismisses with Escape, focus going back where it was', async () => {
    const { toast, before } = await pageWithToast();
    before.focus();
    let undone = 0;
    toast.show({
      message: 'Deleted the game of Ana, Ben.',
      duration: 150,
      action: { label: 'Undo', run: () => undone++ },
    });
    await toast.updateComplete;
    await sendKeys({ press: 'Tab' });
    expect(focused() === getByRole(toast, 'button', 'Undo'), 'focus is on Undo').to.equal(true);
    await wait(400);
    await toast.updateComplete;
    expect(textOf(statusOf(toast)), 'still there while focused').to.contain('Deleted the game');
    await sendKeys({ press: 'Escape' });
    await toast.updateComplete;
    expect(textOf(statusOf(toast))).to.equal('');
    expect(undone).to.equal(0);
    expect(focused() === before, 'focus is back on the button it came from').to.equal(true);
  });

  it('runs its action from the keyboard', async () => {
    const { toast, before } = await pageWithToast();
    before.focus();
    let undone = 0;
    toast.show({ message: 'Deleted the game of Ana, Ben.', action: { label: 'Undo', run: () => undone++ } });
    await toast.updateComplete;
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await toast.updateComplete;
    expect(undone).to.equal(1);
    expect(textOf(statusOf(toast))).to.equal('');
    expect(focused() === before, 'focus is back on the button it came from').to.equal(true);
  });

  it('gets its whole time again once focus leaves it', async () => {
    const { toast, before } = await pageWithToast();
    toast.show({
      message: 'Deleted the game of Ana, Ben.',
      duration: 200,
      action: { label: 'Undo', run: () => undefined },
    });
    await toast.updateComplete;
    getByRole(toast, 'button', 'Undo').focus();
    await wait(300);
    before.focus();
    await wait(100);
    await toast.updateComplete;
    expect(textOf(statusOf(toast))).to.contain('Deleted the game');
    await until(() => textOf(statusOf(toast)) === '', 'the toast goes once its time is up');
  });

  it('waits while the pointer is over it', async () => {
    const toast = await fixture<ZsToast>(html`<zs-toast></zs-toast>`);
    toast.show({
      message: 'Deleted the game of Ana, Ben.',
      duration: 200,
      action: { label: 'Undo', run: () => undefined },
    });
    await toast.updateComplete;
    const box = getByRole(toast, 'button', 'Undo').getBoundingClientRect();
    await sendMouse({
      type: 'move',
      position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
    });
    await wait(400);
    await toast.updateComplete;
    expect(textOf(statusOf(toast))).to.contain('Deleted the game');
    await sendMouse({ type: 'move', position: [0, 0] });
    await until(() => textOf(statusOf(toast)) === '', 'the toast goes once the pointer leaves');
  });

  it("stands above the page's bottom bar, and follows it when it moves or goes", async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><div class="bar" style="position: fixed; left: 0; right: 0; bottom: 0; height: 90px"></div><zs-toast></zs-toast></div>`,
    );
    const bar = wrapper.querySelector<HTMLElement>('.bar') as HTMLElement;
    const toast = wrapper.querySelector('zs-toast') as ZsToast;
    let shown: HTMLElement | null = bar;
    toast.primaryAction = () => shown;
    const box = () => (toast.shadowRoot?.querySelector('.toast') as HTMLElement).getBoundingClientRect();
    toast.show({ message: 'Update available', duration: 0, action: { label: 'Reload', run: () => undefined } });
    await toast.updateComplete;
    expect(box().bottom, 'the toast ends above the bar').to.be.at.most(bar.getBoundingClientRect().top);

    // The bar grows (a longer hint on a narrow phone): the toast moves up with it.
    bar.style.height = '160px';
    await until(() => box().bottom <= bar.getBoundingClientRect().top, 'the toast moves above the taller bar');

    // The page has no bar any more (the turn ended): the toast goes back down to the screen's edge.
    shown = null;
    await until(() => box().bottom > window.innerHeight - 40, 'the toast is back at the bottom');
    toast.dismiss();
  });

  it('leaves a bar higher up the screen alone: it stays at the bottom, over nothing of the bar', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div><div class="bar" style="position: fixed; left: 0; right: 0; top: 200px; height: 90px"></div><zs-toast></zs-toast></div>`,
    );
    const bar = wrapper.querySelector<HTMLElement>('.bar') as HTMLElement;
    const toast = wrapper.querySelector('zs-toast') as ZsToast;
    toast.primaryAction = () => bar;
    toast.show({ message: 'Update available', duration: 0, action: { label: 'Reload', run: () => undefined } });
    await toast.updateComplete;
    await wait(300);
    const box = (toast.shadowRoot?.querySelector('.toast') as HTMLElement).getBoundingClientRect();
    expect(box.bottom, 'at the bottom').to.be.greaterThan(window.innerHeight - 40);
    expect(box.top, 'below the bar').to.be.greaterThan(bar.getBoundingClientRect().bottom);
    toast.dismiss();
  });

  it('asks a message given as a function for its words at each render', async () => {
    const toast = await fixture<ZsToast>(html`<zs-toast></zs-toast>`);
    let language = 'en';
    toast.show({
      message: () => (language === 'en' ? 'Update available' : 'Aktualisierung verfügbar'),
      duration: 0,
      action: { label: () => (language === 'en' ? 'Reload' : 'Neu laden'), run: () => undefined },
    });
    await toast.updateComplete;
    expect(textOf(statusOf(toast))).to.contain('Update available');
    language = 'de';
    toast.requestUpdate();
    await toast.updateComplete;
    expect(textOf(statusOf(toast))).to.contain('Aktualisierung verfügbar');
    expect(allByRole(toast, 'button', 'Neu laden')).to.have.length(1);
  });

  it('has a tap target of at least 44px for its button', async () => {
    const toast = await fixture<ZsToast>(html`<zs-toast></zs-toast>`);
    toast.show({ message: 'Ready to work offline' });
    await toast.updateComplete;
    expectTapTargets([getByRole(toast, 'button', 'Dismiss')]);
  });

  it('is accessible, empty and with a message', async () => {
    const toast = await fixture<ZsToast>(html`<zs-toast></zs-toast>`);
    await expectElement(toast);
    toast.show({ message: 'Update available', duration: 0, action: { label: 'Reload', run: () => undefined } });
    await toast.updateComplete;
    await expectElement(toast);
  });
});
