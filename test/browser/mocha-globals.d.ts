/**
 * The few Mocha globals the browser tests use. @web/test-runner provides Mocha in the page; the
 * project does not install @types/mocha, so these declarations stand in for it.
 */
type MochaDone = (error?: unknown) => void;
type MochaCallback = (this: unknown, done: MochaDone) => unknown;

declare function describe(title: string, body: () => void): void;
declare function it(title: string, body?: MochaCallback): void;
declare function before(body: MochaCallback): void;
declare function after(body: MochaCallback): void;
declare function beforeEach(body: MochaCallback): void;
declare function afterEach(body: MochaCallback): void;
