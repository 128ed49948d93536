// Light / Dark / System as a radio group: keyboard and screen-reader friendly with no menu widget.
import { Box, chakra } from '@chakra-ui/react';
import { type ComponentType, useId } from 'react';
import { setThemePreference, type ThemePreference, useThemePreference } from '../app/theme.ts';
import { MonitorIcon, MoonIcon, SunIcon } from './icons.tsx';

const OPTIONS: { value: ThemePreference; label: string; Icon: ComponentType<{ size?: number }> }[] = [
  { value: 'light', label: 'Light', Icon: SunIcon },
  { value: 'dark', label: 'Dark', Icon: MoonIcon },
  { value: 'system', label: 'System', Icon: MonitorIcon },
];

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
      display={fullWidth ? 'flex' : 'inline-flex'}
      w={fullWidth ? 'full' : undefined}
      gap="0.5"
      p="1"
      rounded="full"
      bg="bg.muted"
      borderWidth="1px"
    >
      <chakra.legend srOnly>Theme</chakra.legend>
      {OPTIONS.map(({ value, label, Icon }) => {
        const checked = current === value;
        return (
          <Box
            as="label"
            key={value}
            title={compact ? label : undefined}
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            flex={fullWidth ? '1' : undefined}
            gap="1.5"
            px={compact ? '1.5' : '2'}
            py="1"
            rounded="full"
            cursor="pointer"
            fontSize="sm"
            fontWeight="medium"
            color={checked ? 'fg' : 'fg.muted'}
            bg={checked ? 'bg' : 'transparent'}
            shadow={checked ? 'xs' : undefined}
            _hover={{ color: 'fg' }}
            _focusWithin={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '1px' }}
          >
            <chakra.input
              type="radio"
              name={name}
              value={value}
              checked={checked}
              onChange={() => setThemePreference(value)}
              srOnly
            />
            <Icon size={16} />
            {compact ? <chakra.span srOnly>{label}</chakra.span> : label}
          </Box>
        );
      })}
    </chakra.fieldset>
  );
}
