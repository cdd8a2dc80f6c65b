import { DASHBOARD_PERIOD_LABELS, DASHBOARD_PERIODS, type DashboardPeriod } from '@cafe/domain';
import { Calendar, ChevronDown } from 'lucide-react';
import { Menu, MenuRadioGroup, MenuRadioItem } from '../../ui/menu';

export function DateRangeMenu({
  period,
  onChange,
}: {
  period: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}) {
  return (
    <Menu
      label={`Date range: ${DASHBOARD_PERIOD_LABELS[period]}`}
      triggerClassName="inline-flex h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 shadow-sm hover:bg-stone-50 dark:border-stone-700 dark:bg-stone-900 dark:text-stone-100 dark:hover:bg-stone-800"
      trigger={
        <>
          <Calendar aria-hidden="true" className="size-4 text-brand-700 dark:text-brand-400" />
          {DASHBOARD_PERIOD_LABELS[period]}
          <ChevronDown aria-hidden="true" className="size-4 text-stone-500" />
        </>
      }
    >
      <MenuRadioGroup
        value={period}
        onValueChange={(value) => {
          const chosen = DASHBOARD_PERIODS.find((option) => option === value);
          if (chosen) onChange(chosen);
        }}
      >
        {DASHBOARD_PERIODS.map((option) => (
          <MenuRadioItem key={option} value={option}>
            {DASHBOARD_PERIOD_LABELS[option]}
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </Menu>
  );
}
