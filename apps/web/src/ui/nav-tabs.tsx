import { NavLink } from 'react-router';
import { cn } from './cn';

export interface NavTab {
  to: string;
  label: string;
  /** Match only this exact path (for an index tab whose siblings live under it). */
  end?: boolean;
}

export interface NavTabsProps {
  label: string;
  tabs: readonly NavTab[];
}

/**
 * Section tabs that are links, so each tab has its own URL and the browser's back button works. Tabs that do not fit
 * the width wrap to a second row rather than scroll sideways, where the last ones would hide with nothing to say so.
 */
export function NavTabs({ label, tabs }: NavTabsProps) {
  return (
    <nav aria-label={label} className="mb-6 border-b border-stone-200 dark:border-stone-800">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {tabs.map((tab) => (
          <li key={tab.to} className="shrink-0">
            <NavLink
              to={tab.to}
              end={tab.end ?? false}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-11 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive
                    ? 'border-brand-600 text-brand-800 dark:border-brand-400 dark:text-brand-200'
                    : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-stone-900 dark:text-stone-400 dark:hover:border-stone-600 dark:hover:text-stone-100',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
