import type { DemoAccount } from '@cafe/domain';

/**
 * The demo accounts of spec §6 / §9. The shared password is shown on the sign-in screen in demo mode by design;
 * the server stores only its hash and never logs it.
 */
export const DEMO_PASSWORD = 'cafe-demo-2026';

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { name: 'Alex Admin', email: 'admin@cafe.example', role: 'admin' },
  { name: 'Morgan Manager', email: 'manager@cafe.example', role: 'manager' },
  { name: 'Sam Staff', email: 'staff@cafe.example', role: 'staff' },
];
