import { NODE_MAJOR, runtimeProblem } from './runtime.mjs';

describe('the declared runtime', () => {
  const node = (version: string, undici = '7.29.1') => ({ ...process.versions, node: version, undici });

  it('is Node 24 with an undici of the bundled major', () => {
    expect(NODE_MAJOR).toBe(24);
    expect(runtimeProblem(node('24.21.0'), '7.30.2')).toBeNull();
  });

  it.each(['20.20.2', '22.12.0', '26.0.0'])('refuses Node %s with a line that says how to run it', (version) => {
    expect(runtimeProblem(node(version), '7.30.2')).toMatch(/Node 24 .*npm start, npm test/);
  });

  it("refuses an undici of another major than the runtime's fetch", () => {
    expect(runtimeProblem(node('24.21.0', '7.29.1'), '6.24.1')).toMatch(/undici 6\.24\.1 .*7\.29\.1/);
  });

  it('holds for the runtime running this test', () => {
    expect(runtimeProblem()).toBeNull();
  });
});
