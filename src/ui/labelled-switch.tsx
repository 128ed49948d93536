// An on/off switch with its label beside it, the whole line clickable: a native checkbox with the
// switch role, so it works before the app's script has loaded and reads as a switch aloud.
import { chakra, HStack, Text } from '@chakra-ui/react';

const Toggle = chakra('input');

export function LabelledSwitch({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <HStack as="label" gap="2" cursor="pointer">
      <Toggle
        type="checkbox"
        role="switch"
        boxSize="4"
        accentColor="blue.solid"
        disabled={disabled}
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
      />
      <Text as="span">{label}</Text>
    </HStack>
  );
}
