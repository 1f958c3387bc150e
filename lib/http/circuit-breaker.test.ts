import { CircuitBreaker } from './circuit-breaker';

describe('CircuitBreaker', () => {
  const setup = () => {
    let t = 0;
    const breaker = new CircuitBreaker({ threshold: 3, cooldownMs: 1_000, now: () => t });
    return { breaker, advance: (ms: number) => (t += ms) };
  };

  it('stays closed below the threshold', () => {
    const { breaker } = setup();
    breaker.failure('a');
    breaker.failure('a');
    expect(breaker.allow('a')).toBe(true);
  });

  it('opens after the threshold of consecutive failures and fails fast', () => {
    const { breaker } = setup();
    for (let i = 0; i < 3; i++) breaker.failure('a');
    expect(breaker.allow('a')).toBe(false);
    expect(breaker.isOpen('a')).toBe(true);
  });

  it('lets exactly one trial through after the cooldown', () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i++) breaker.failure('a');
    advance(1_000);
    expect(breaker.allow('a')).toBe(true);
    expect(breaker.allow('a')).toBe(false);
  });

  it('closes on a successful trial and re-opens on a failed one', () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i++) breaker.failure('a');
    advance(1_000);
    breaker.allow('a');
    breaker.failure('a');
    expect(breaker.allow('a')).toBe(false);
    advance(1_000);
    breaker.allow('a');
    breaker.success('a');
    expect(breaker.allow('a')).toBe(true);
    expect(breaker.isOpen('a')).toBe(false);
  });

  it('keeps origins apart', () => {
    const { breaker } = setup();
    for (let i = 0; i < 3; i++) breaker.failure('a');
    expect(breaker.allow('b')).toBe(true);
  });

  it('a success resets the count of consecutive failures', () => {
    const { breaker } = setup();
    breaker.failure('a');
    breaker.failure('a');
    breaker.success('a');
    breaker.failure('a');
    expect(breaker.allow('a')).toBe(true);
  });
});
