/** The demo accounts the server seeds with CAFE_DEMO=true (the contract's names and shared password). */
export const DEMO_PASSWORD = 'cafe-demo-2026';

export const DEMO_ACCOUNTS = {
  Admin: { name: 'Alex Admin', email: 'admin@cafe.example' },
  Manager: { name: 'Morgan Manager', email: 'manager@cafe.example' },
  Staff: { name: 'Sam Staff', email: 'staff@cafe.example' },
} as const;

export type DemoRole = keyof typeof DEMO_ACCOUNTS;
export const DEMO_ROLES = Object.keys(DEMO_ACCOUNTS) as DemoRole[];
