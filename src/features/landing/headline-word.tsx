import { chakra } from '@chakra-ui/react';

/** One phrase of the headline, in the brand gradient. */
export function HeadlineWord({ children }: { children: string }) {
  return (
    <chakra.span
      bgGradient="to-r"
      gradientFrom={{ base: 'blue.600', _dark: 'blue.300' }}
      gradientTo={{ base: 'purple.600', _dark: 'purple.300' }}
      bgClip="text"
      color="transparent"
    >
      {children}
    </chakra.span>
  );
}
