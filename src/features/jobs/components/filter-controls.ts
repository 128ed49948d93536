// The small native controls of the job filters: cheaper than the kit's select recipe on /jobs,
// which every visitor opens first.
import { chakra } from '@chakra-ui/react';
import type { JobQuery } from '../../../../contract/job-query.ts';

const control = {
  base: { h: '9', px: '2', borderWidth: '1px', rounded: 'md', bg: 'bg.panel', fontSize: 'sm', minW: '0' },
};
export const Select = chakra('select', control);
export const NumberInput = chakra('input', control);
export const Label = chakra('label', { base: { fontSize: 'xs', fontWeight: 'medium', color: 'fg.muted' } });

/** A change to some of the query's fields (undefined clears one). */
export type Change = (patch: Partial<JobQuery>) => void;
