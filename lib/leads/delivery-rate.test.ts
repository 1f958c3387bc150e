import { localDeliveryRate, slotMs, takeSlot } from './delivery-rate';

describe('localDeliveryRate', () => {
  it('grants one slot per 1.1/max seconds by its clock, and tells how long until the next', async () => {
    let now = 1_000;
    const rate = localDeliveryRate(5, () => now);
    expect(slotMs(5)).toBe(220);
    expect(await rate.tryTake()).toEqual({ waitMs: 0, at: 1_000 });
    expect(await rate.tryTake()).toEqual({ waitMs: 220, at: 1_000 });
    now += 219;
    expect((await rate.tryTake()).waitMs).toBe(1);
    now += 1;
    expect(await rate.tryTake()).toEqual({ waitMs: 0, at: 1_220 });
  });

  it('takeSlot waits for the slot and resolves with its time', async () => {
    const rate = localDeliveryRate(1_000); // 2 ms slots on the real clock
    const first = await takeSlot(rate);
    const second = await takeSlot(rate);
    expect(second - first).toBeGreaterThanOrEqual(slotMs(1_000));
  });
});
