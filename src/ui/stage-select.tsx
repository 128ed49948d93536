// A native select of hiring stages, with a first option that stands for none (every stage, or no
// move yet): the applicants' stage filter and a card's "Move to…".
import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { type Stage, stageLabels } from '../../contract/hiring.ts';

export function StageSelect({
  label,
  none,
  value,
  stages,
  onChange,
  ...root
}: {
  label: string;
  /** The first option's text; choosing it gives ''. */
  none: string;
  value: Stage | '';
  stages: readonly Stage[];
  onChange: (stage: Stage | '') => void;
} & Pick<NativeSelect.RootProps, 'size' | 'width' | 'disabled'>) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} {...root}>
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value as Stage | '')}
      >
        <option value="">{none}</option>
        {stages.map((s) => (
          <option key={s} value={s}>
            {stageLabels[s]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
