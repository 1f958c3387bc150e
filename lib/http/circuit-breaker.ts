/**
 * A circuit breaker per upstream origin: after `threshold` consecutive failures the circuit
 * opens and calls fail fast for `cooldownMs`, so a failing service is not hammered by every
 * page render; then one trial call is let through (half-open) and its outcome closes or
 * re-opens the circuit.
 */
export type BreakerOptions = { threshold?: number; cooldownMs?: number; now?: () => number };

type State = { failures: number; openUntil: number; trial: boolean };

export class CircuitBreaker {
  private readonly states = new Map<string, State>();
  private readonly threshold: number;
  private readonly cooldownMs: number;
  private readonly now: () => number;

  constructor({ threshold = 5, cooldownMs = 15_000, now = Date.now }: BreakerOptions = {}) {
    this.threshold = threshold;
    this.cooldownMs = cooldownMs;
    this.now = now;
  }

  private state(key: string): State {
    let s = this.states.get(key);
    if (!s) {
      s = { failures: 0, openUntil: 0, trial: false };
      this.states.set(key, s);
    }
    return s;
  }

  /** Whether a call may go out now. While open, only one trial call after the cooldown. */
  allow(key: string): boolean {
    const s = this.state(key);
    if (s.failures < this.threshold) return true;
    if (this.now() < s.openUntil || s.trial) return false;
    s.trial = true;
    return true;
  }

  success(key: string) {
    this.states.set(key, { failures: 0, openUntil: 0, trial: false });
  }

  failure(key: string) {
    const s = this.state(key);
    s.failures += 1;
    s.trial = false;
    if (s.failures >= this.threshold) s.openUntil = this.now() + this.cooldownMs;
  }

  isOpen(key: string): boolean {
    const s = this.state(key);
    return s.failures >= this.threshold && (this.now() < s.openUntil || s.trial);
  }

  /** The keys whose circuit is open now (calls to them fail fast). */
  openKeys(): string[] {
    return [...this.states.keys()].filter((key) => this.isOpen(key));
  }
}
