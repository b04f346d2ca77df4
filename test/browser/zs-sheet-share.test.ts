import { expect } from '@open-wc/testing';
import { shareOrDownload } from '../../src/ui/app/share.js';
import type { ShareTarget } from '../../src/ui/app/share.js';
import { catchFiles } from './export-fixture.js';
import { until } from './helpers.js';

const file = {
  name: 'zilch-2026-11-20-ana-ben.csv',
  type: 'text/csv',
  text: 'game,date\r\n',
  title: 'Zilch score sheet',
};

/** A device that can share files, answering each share with `answer`. */
function sharingDevice(answer: () => Promise<void>): ShareTarget & { shared: ShareData[] } {
  const shared: ShareData[] = [];
  return {
    shared,
    canShare: (data?: ShareData) => Boolean(data?.files?.length),
    share: (data?: ShareData) => {
      if (data) shared.push(data);
      return answer();
    },
  };
}

describe('shareOrDownload', () => {
  let caught: ReturnType<typeof catchFiles>;
  beforeEach(() => (caught = catchFiles()));
  afterEach(() => caught.restore());

  it('shares the file where the device can share files', async () => {
    const device = sharingDevice(() => Promise.resolve());
    expect(await shareOrDownload(file, device)).to.equal('shared');
    const shared = device.shared[0]?.files?.[0];
    expect(shared?.name).to.equal(file.name);
    expect(shared?.type).to.equal('text/csv');
    expect(await shared?.text()).to.equal(file.text);
    expect(device.shared[0]?.title).to.equal('Zilch score sheet');
    expect(caught.files).to.deep.equal([]);
  });

  it('downloads the file where the device cannot share files', async () => {
    expect(await shareOrDownload(file, { canShare: () => false, share: () => Promise.resolve() })).to.equal(
      'downloaded',
    );
    expect(await shareOrDownload(file, {})).to.equal('downloaded');
    await until(() => caught.files.length === 2, 'both files are downloaded');
    expect(caught.files[0]).to.deep.equal({ name: file.name, type: 'text/csv', text: file.text, via: 'download' });
  });

  it('does nothing more when the player closes the share sheet', async () => {
    const device = sharingDevice(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    expect(await shareOrDownload(file, device)).to.equal('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(caught.files).to.deep.equal([]);
  });

  it('falls back to a download when the share fails for another reason', async () => {
    const device = sharingDevice(() => Promise.reject(new DOMException('No user activation', 'NotAllowedError')));
    expect(await shareOrDownload(file, device)).to.equal('downloaded');
    await until(() => caught.files.length === 1, 'the file is downloaded');
    const throwing: ShareTarget = {
      canShare: () => {
        throw new TypeError('bad data');
      },
      share: () => Promise.resolve(),
    };
    expect(await shareOrDownload(file, throwing)).to.equal('downloaded');
  });
});
