import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { ZsApp } from '../../src/ui/zs-app.js';
import '../../src/ui/zs-app.js';
import { allByRole, getByRole, settle, tapFaces, textOf, until } from './helpers.js';

/** The app at #/explorer, once the explorer's lazily loaded page is there. */
async function appAtExplorer(): Promise<ZsApp> {
  const app = await fixture<ZsApp>(html`<zs-app></zs-app>`);
  await until(() => app.shadowRoot?.querySelector('zs-rules-explorer') != null, 'the explorer page loads');
  await settle(app);
  return app;
}

describe('zs-app', () => {
  beforeEach(() => {
    location.hash = '#/explorer';
  });

  afterEach(async () => {
    location.hash = '';
    document.documentElement.style.removeProperty('scrollbar-width');
    document.body.style.removeProperty('margin');
    await setViewport({ width: 800, height: 600 });
  });

  it('has a banner headed "Zilch Scorepad" and, at #/explorer, the rules explorer in main', async () => {
    const app = await appAtExplorer();
    const banner = getByRole(app, 'banner');
    expect(textOf(getByRole(banner, 'heading'))).to.equal('Zilch Scorepad');
    expect(getByRole(app, 'main').querySelector('zs-rules-explorer')).to.be.instanceOf(HTMLElement);
  });

  for (const width of [320, 390]) {
    it(`fits ${width}px without sideways scrolling, every tap target at least 44px`, async () => {
      await setViewport({ width, height: 700 });
      // As on the real page (index.html) and on a phone, whose scroll bar overlays the page.
      document.documentElement.style.setProperty('scrollbar-width', 'none');
      document.body.style.setProperty('margin', '0');
      const app = await appAtExplorer();
      const explorer = app.shadowRoot?.querySelector('zs-rules-explorer') as HTMLElement;
      await settle(app);
      await tapFaces(explorer, [1, 1, 5, 2, 2, 2]);
      await settle(app);
      expect(document.documentElement.scrollWidth).to.be.at.most(width);
      const targets = [...allByRole(app, 'button'), getByRole(app, 'combobox', 'Rules')];
      expect(targets.length).to.be.greaterThan(12);
      for (const target of targets) {
        const box = target.getBoundingClientRect();
        const name = target.getAttribute('aria-label') ?? textOf(target);
        expect(box.width, `width of ${name}`).to.be.at.least(44);
        expect(box.height, `height of ${name}`).to.be.at.least(44);
        expect(box.right, `right edge of ${name}`).to.be.at.most(width);
      }
    });
  }

  it('is accessible', async () => {
    const app = await appAtExplorer();
    await expect(app).to.be.accessible();
  });
});
