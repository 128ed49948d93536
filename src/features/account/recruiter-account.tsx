// Spec "Account", recruiter: User Profile and Company Profile tabs, each with a dialog that saves.
import { Box, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { filePresets, UploadPicker } from '../../ui/file-picker.tsx';
import { InputField } from '../../ui/form-field.tsx';
import { TextareaField } from '../../ui/form-field-more.tsx';
import { useUpload } from '../../ui/use-upload.ts';
import { type RecruiterAccountResponse, updateCompanyProfile, updateRecruiterUser } from './api.ts';
import { InfoList, Panel, ProfileAvatar, selectedTabLine } from './info-list.tsx';
import { ProfileDialog } from './profile-dialog.tsx';

type Props = { account: RecruiterAccountResponse };

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

export function RecruiterAccount({ account }: Props) {
  return (
    <Tabs.Root recipe={tabsSlotRecipe} defaultValue="user" variant="line" colorPalette="blue">
      <Tabs.List css={selectedTabLine}>
        <Tabs.Trigger value="user">User Profile</Tabs.Trigger>
        <Tabs.Trigger value="company">Company Profile</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="user" pt="4">
        <UserProfile account={account} />
      </Tabs.Content>
      <Tabs.Content value="company" pt="4">
        <CompanyProfile account={account} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function UserProfile({ account }: Props) {
  const name = account.name || account.userId.username;
  const upload = useUpload('UpdatedProfiles');
  return (
    <Panel>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ sm: 'center' }} mb="6">
        <ProfileAvatar
          image={account.userId.image}
          name={name}
          alt={name ? `${name}'s photo` : 'Profile photo'}
        />
        <Box flex="1" minW="0">
          <Heading as="h2" fontSize="xl">
            {name}
          </Heading>
          <Text color="fg.muted">{account.currentRole || 'Recruiter'}</Text>
        </Box>
        <ProfileDialog
          title="Update Profile"
          trigger="Update Profile"
          onOpen={() => upload.choose(null)}
          onSave={async (form) => {
            const image = await upload.upload();
            await updateRecruiterUser({
              username: text(form, 'username'),
              currentCompany: text(form, 'currentCompany'),
              currentRole: text(form, 'currentRole'),
              ...(image ? { image } : {}),
            });
          }}
        >
          <UploadPicker label="Profile Photo" {...filePresets.photo} upload={upload} />
          <InputField label="Name" name="username" required maxLength={100} defaultValue={name} />
          <InputField
            label="Company Name"
            name="currentCompany"
            maxLength={100}
            defaultValue={account.currentCompany ?? ''}
          />
          <InputField
            label="Role"
            name="currentRole"
            maxLength={100}
            defaultValue={account.currentRole ?? ''}
          />
        </ProfileDialog>
      </Stack>
      <InfoList
        items={[
          { label: 'Name', value: name },
          { label: 'Role', value: account.currentRole },
          { label: 'Email', value: account.userId.useremail },
          { label: 'Company', value: account.currentCompany },
        ]}
      />
    </Panel>
  );
}

function CompanyProfile({ account }: Props) {
  const upload = useUpload('logos');
  return (
    <Panel>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="5" align={{ sm: 'center' }} mb="6">
        <ProfileAvatar
          image={account.companyLogo}
          name={account.currentCompany}
          alt={`${account.currentCompany || 'Company'} logo`}
          rounded="xl"
        />
        <Heading as="h2" fontSize="xl" flex="1">
          {account.currentCompany || 'Unknown Company'}
        </Heading>
        <ProfileDialog
          title="Update Company Profile"
          trigger="Update Company Profile"
          onOpen={() => upload.choose(null)}
          onSave={async (form) => {
            const companyLogo = await upload.upload();
            await updateCompanyProfile({
              currentCompany: text(form, 'currentCompany'),
              companyDescription: text(form, 'companyDescription'),
              ...(companyLogo ? { companyLogo } : {}),
            });
          }}
        >
          <UploadPicker label="Company Logo" {...filePresets.logo} upload={upload} />
          <InputField
            label="Company Name"
            name="currentCompany"
            maxLength={100}
            defaultValue={account.currentCompany ?? ''}
          />
          <TextareaField
            label="Company Description"
            name="companyDescription"
            rows={5}
            maxLength={2000}
            defaultValue={account.companyDescription ?? ''}
          />
        </ProfileDialog>
      </Stack>
      <HStack align="start">
        <Text whiteSpace="pre-line" color={account.companyDescription ? undefined : 'fg.muted'}>
          {account.companyDescription || 'No description available'}
        </Text>
      </HStack>
    </Panel>
  );
}
