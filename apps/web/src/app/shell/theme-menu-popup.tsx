import { THEMES, type Theme, useUiStore } from '../../lib/ui-store';
import { Menu, MenuRadioGroup, MenuRadioItem } from '../../ui/menu';
import { iconButtonClass, THEME_OPTIONS, ThemeButtonContent } from './top-bar-buttons';

/** The theme menu itself, loaded on first reach (theme-menu.tsx). */
export default function ThemeMenuPopup({ defaultOpen }: { defaultOpen: boolean }) {
  const theme = useUiStore((state) => state.theme);
  const setTheme = useUiStore((state) => state.setTheme);

  return (
    <Menu
      label="Theme"
      triggerClassName={iconButtonClass}
      panelClassName="min-w-40"
      defaultOpen={defaultOpen}
      trigger={<ThemeButtonContent />}
    >
      <MenuRadioGroup
        value={theme}
        onValueChange={(value) => {
          if ((THEMES as readonly string[]).includes(value)) setTheme(value as Theme);
        }}
      >
        {THEME_OPTIONS.map(({ value, label, icon: Icon }) => (
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
