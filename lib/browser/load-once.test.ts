import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('fetches once for every call while it succeeds', async () => {
    const load = jest.fn(async () => 'module');
    const get = loadOnce(load);
    await expect(Promise.all([get(), get()])).resolves.toEqual(['module', 'module']);
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next call after a failure', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('module');
    await expect(get()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
