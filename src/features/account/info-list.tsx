import { Box, chakra, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import type { ComponentProps, ReactNode } from 'react';
import { Avatar } from '../../ui/avatar.tsx';

export type InfoItem = { label: string; value: ReactNode };

/** Label / value pairs; a missing value reads 'Not provided'. */
export function InfoList({ items }: { items: InfoItem[] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4">
      {items.map(({ label, value }) => (
        <Box key={label} minW="0">
          <chakra.dt fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
            {label}
          </chakra.dt>
          <chakra.dd mt="0.5" overflowWrap="anywhere" whiteSpace="pre-line">
            {value === null || value === undefined || value === '' ? (
              <Text as="span" color="fg.muted">
                Not provided
              </Text>
            ) : (
              value
            )}
          </chakra.dd>
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** The bordered panel each tab shows. */
export function Panel({ children }: { children: ReactNode }) {
  return (
    <Box borderWidth="1px" rounded="xl" bg="bg.panel" shadow="sm" p={{ base: '4', md: '6' }}>
      {children}
    </Box>
  );
}

/** The tabs' line variant draws its underline with a layer style the trimmed system lacks. */
const selectedTabLine = {
  '& [data-selected]': { boxShadow: 'inset 0 -2px 0 0 var(--chakra-colors-blue-solid)' },
};

/** The large picture at the top of a profile (a person's photo or a company's logo). */
export function ProfileAvatar(props: ComponentProps<typeof Avatar>) {
  return <Avatar boxSize="20" fontSize="2xl" fontWeight="bold" data-testid="profile-avatar" {...props} />;
}

/** The account's tabs, the first one open. */
export function ProfileTabs({ tabs }: { tabs: { value: string; label: string; content: ReactNode }[] }) {
  return (
    <Tabs.Root recipe={tabsSlotRecipe} defaultValue={tabs[0]?.value} variant="line" colorPalette="blue">
      <Tabs.List css={selectedTabLine}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} pt="4">
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The row at the top of a profile: its picture, who it is, and the button to edit it. */
export function ProfileHeader({ mb = '6', children }: { mb?: string; children: ReactNode }) {
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ sm: 'center' }} mb={mb}>
      {children}
    </Stack>
  );
}
