import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { CompanyItem } from './api.ts';
import { CompanyLogo } from '../../ui/company-logo.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';

export function CompanyCard({ company }: { company: CompanyItem }) {
  const name = company.currentCompany || 'Unknown Company';
  return (
    <Stack
      as="article"
      aria-label={name}
      gap="4"
      borderWidth="1px"
      rounded="xl"
      bg="bg.panel"
      shadow="sm"
      p="5"
      _hover={{ shadow: 'md' }}
      transition="box-shadow 0.2s"
    >
      <HStack gap="4" align="start">
        <CompanyLogo src={company.companyLogo} name={name} />
        <Box minW="0">
          <Heading as="h2" fontSize="lg" lineClamp="1">
            {name}
          </Heading>
          <Text color="fg.muted" fontSize="sm" lineClamp="1">
            {company.currentRole}
          </Text>
        </Box>
      </HStack>
      <Text
        fontSize="sm"
        lineClamp="3"
        minH="3lh"
        color={company.companyDescription ? undefined : 'fg.muted'}
      >
        {company.companyDescription || 'No description available'}
      </Text>
      <Box fontSize="sm" color="fg.muted">
        <Text lineClamp="1">{company.userId.username}</Text>
        <Text lineClamp="1" overflowWrap="anywhere">
          {company.userId.useremail}
        </Text>
      </Box>
      <HStack justify="space-between" mt="auto">
        <Text fontSize="sm" fontWeight="medium" color="blue.fg">
          {company.openJobs} open {company.openJobs === 1 ? 'job' : 'jobs'}
        </Text>
        <ButtonLink to="/company/$id/jobs" params={{ id: company._id }} colorPalette="blue" size="sm">
          View Jobs
        </ButtonLink>
      </HStack>
    </Stack>
  );
}
