import { describe, expect, it, vi } from 'vitest';
import { keptModule } from './kept-module';

describe('keptModule', () => {
  it('loads once, and keeps the module for those who come after', async () => {
    const module = { Page: 'page' };
    const load = vi.fn(async () => module);
    const kept = keptModule(load);
    expect(kept.kept).toBeUndefined();
    const [first, second] = await Promise.all([kept.load(), kept.load()]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(kept.kept).toBe(module);
    await kept.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (the network gone), and keeps nothing meanwhile', async () => {
    const module = { Page: 'page' };
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch')).mockResolvedValueOnce(module);
    const kept = keptModule(load);
    await expect(kept.load()).rejects.toThrow('Failed to fetch');
    expect(kept.kept).toBeUndefined();
    await expect(kept.load()).resolves.toBe(module);
    expect(kept.kept).toBe(module);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
