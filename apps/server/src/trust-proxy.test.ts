import { describe, expect, it } from 'vitest';
import { trustProxyWarning } from './trust-proxy.js';

describe('trustProxyWarning', () => {
  it('warns when a hop count meets a port open beyond this machine', () => {
    expect(trustProxyWarning(1, '0.0.0.0')).toContain('HOST=127.0.0.1');
    expect(trustProxyWarning(1, '127.0.0.1')).toBeNull();
    expect(trustProxyWarning(['10.0.0.2'], '0.0.0.0')).toBeNull();
    expect(trustProxyWarning(false, '0.0.0.0')).toBeNull();
  });
});
