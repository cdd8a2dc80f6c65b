import { canOpen, type NavEntry, ROUTE_GUARDS, type Role, SIDEBAR_ENTRIES } from '@cafe/domain';

export interface SidebarLink extends NavEntry {
  /** Where the entry leads: its own path, or the first page below it this role may open. */
  href: string;
}

/**
 * The sidebar entries (spec order) this role can reach. A section whose index is closed to the role but which
 * has open sub-pages links to the first of them: staff see the planner's Tasks and Events (spec §6).
 */
export function sidebarLinksFor(role: Role | null): SidebarLink[] {
  const links: SidebarLink[] = [];
  for (const entry of SIDEBAR_ENTRIES) {
    const href = canOpen(entry.path, role)
      ? entry.path
      : ROUTE_GUARDS.find((route) => route.path.startsWith(`${entry.path}/`) && canOpen(route.path, role))
          ?.path;
    if (href) links.push({ ...entry, href });
  }
  return links;
}

export function isActiveSection(pathname: string, sectionPath: string): boolean {
  const current = pathname.toLowerCase();
  return current === sectionPath || current.startsWith(`${sectionPath}/`);
}
