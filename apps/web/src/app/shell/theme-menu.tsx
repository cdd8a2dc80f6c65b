import { type LucideIcon, Monitor, Moon, Sun } from 'lucide-react';
import { THEMES, type Theme, useUiStore } from '../../lib/ui-store';
import { Menu, MenuRadioGroup, MenuRadioItem } from '../../ui/menu';

const OPTIONS: readonly { value: Theme; label: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

export const iconButtonClass =
  'relative inline-flex size-10 items-center justify-center rounded-lg text-stone-600 transition-colors hover:bg-stone-100 hover:text-stone-900 dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-stone-50';

export function ThemeMenu() {
  const theme = useUiStore((state) => state.theme);
  const setTheme = useUiStore((state) => state.setTheme);
  const Current = OPTIONS.find((option) => option.value === theme)?.icon ?? Monitor;

  return (
    <Menu
      label="Theme"
      triggerClassName={iconButtonClass}
      panelClassName="min-w-40"
      trigger={<Current aria-hidden="true" className="size-5" />}
    >
      <MenuRadioGroup
        value={theme}
        onValueChange={(value) => {
          if ((THEMES as readonly string[]).includes(value)) setTheme(value as Theme);
        }}
      >
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <MenuRadioItem
            key={value}
            value={value}
            className="data-[state=checked]:text-brand-800 dark:data-[state=checked]:text-brand-200"
          >
            <Icon aria-hidden="true" className="size-4" />
            <span className="flex-1">{label}</span>
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </Menu>
  );
}
