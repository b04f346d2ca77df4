/**
 * The few Mocha globals the browser tests use. @web/test-runner provides Mocha in the page; the
 * project does not install @types/mocha, so these declarations stand in for it.
 */
type MochaDone = (error?: unknown) => void;
/** What `this` is in a test: the test's own time limit can be raised. */
interface MochaContext {
  timeout(ms: number): void;
}
type MochaCallback = (this: MochaContext, done: MochaDone) => unknown;

declare function describe(title: string, body: () => void): void;
declare function it(title: string, body?: MochaCallback): void;
declare function before(body: MochaCallback): void;
declare function after(body: MochaCallback): void;
declare function beforeEach(body: MochaCallback): void;
declare function afterEach(body: MochaCallback): void;
