// Light / Dark / System as a radio group: keyboard and screen-reader friendly with no menu widget.
import { chakra, defineStyle } from '@chakra-ui/react';
import { type ComponentType, useId } from 'react';
import { setThemePreference, type ThemePreference, useThemePreference } from './theme.ts';
import { MonitorIcon, MoonIcon, SunIcon } from './icons.tsx';
import { focusRing } from './focus-ring.ts';

const OPTIONS: { value: ThemePreference; label: string; Icon: ComponentType<{ size?: number }> }[] = [
  { value: 'light', label: 'Light', Icon: SunIcon },
  { value: 'dark', label: 'Dark', Icon: MoonIcon },
  { value: 'system', label: 'System', Icon: MonitorIcon },
];

/**
 * One style object on the fieldset, its parts plain elements picked by class: the switch is in
 * the navbar on every screen's first render, where each Chakra element costs a style resolution.
 */
const switchStyle = defineStyle({
  display: 'inline-flex',
  gap: '0.5',
  p: '1',
  rounded: 'full',
  bg: 'bg.muted',
  borderWidth: '1px',
  '&[data-full-width]': { display: 'flex', w: 'full' },
  '& .theme-option': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '1.5',
    px: '2',
    py: '1',
    rounded: 'full',
    cursor: 'pointer',
    fontSize: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
    bg: 'transparent',
    _hover: { color: 'fg' },
    _focusWithin: { ...focusRing, outlineOffset: '1px' },
  },
  '& .theme-option[data-checked]': { color: 'fg', bg: 'bg', shadow: 'xs' },
  '&[data-compact] .theme-option': { px: '1.5' },
  '&[data-full-width] .theme-option': { flex: '1' },
  '& .theme-hidden': { srOnly: true },
});

export function ThemeSwitch({
  compact = false,
  fullWidth = false,
}: {
  compact?: boolean;
  fullWidth?: boolean;
}) {
  const current = useThemePreference();
  const name = useId();
  return (
    <chakra.fieldset
      css={switchStyle}
      data-compact={compact || undefined}
      data-full-width={fullWidth || undefined}
    >
      <legend className="theme-hidden">Theme</legend>
      {OPTIONS.map(({ value, label, Icon }) => {
        const checked = current === value;
        return (
          <label
            key={value}
            className="theme-option"
            title={compact ? label : undefined}
            data-checked={checked || undefined}
          >
            <input
              className="theme-hidden"
              type="radio"
              name={name}
              value={value}
              checked={checked}
              onChange={() => setThemePreference(value)}
            />
            <Icon size={16} />
            {compact ? <span className="theme-hidden">{label}</span> : label}
          </label>
        );
      })}
    </chakra.fieldset>
  );
}
