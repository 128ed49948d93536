import { Heading, type HeadingProps } from '@chakra-ui/react';

/** The h1 every screen opens with. */
export function PageTitle(props: HeadingProps) {
  return <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} fontWeight="bold" {...props} />;
}
