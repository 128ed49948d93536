import type { ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../ui/button-link.tsx';

type Props = { urlPath: string; children: ReactNode } & Pick<
  ButtonProps,
  'size' | 'variant' | 'colorPalette' | 'w'
>;

/** The button to a job's applicants, on its card and on its page. */
export function ApplicantsLink({ urlPath, ...props }: Props) {
  return <ButtonLink to="/jobs/Info/Applicants/$recruiterId" params={{ recruiterId: urlPath }} {...props} />;
}
