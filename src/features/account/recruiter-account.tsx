// The recruiter's account: User Profile and Company Profile tabs, each with a dialog that saves,
// and the company's Team.
import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { filePresets, UploadPicker } from '../../ui/file-picker.tsx';
import { updateCompanyBody, updateRecruiterUserBody } from '../../../contract/profiles.ts';
import { assertValid, InputField } from '../../ui/form-field.tsx';
import { TextareaField } from '../../ui/form-field-more.tsx';
import { type Upload, useUpload } from '../../ui/use-upload.ts';
import { type RecruiterAccountResponse, updateCompanyProfile, updateRecruiterUser } from './api.ts';
import { InfoList, Panel, ProfileAvatar, ProfileHeader, ProfileTabs } from './info-list.tsx';
import { ProfileDialog } from './profile-dialog.tsx';

type Props = { account: RecruiterAccountResponse };

/** The named fields, trimmed and checked with the contract's schema; then the chosen file, if any, uploaded. */
async function checkThenUpload<S extends z.ZodType>(
  schema: S,
  form: FormData,
  names: string[],
  upload: Upload,
) {
  const fields = Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? '').trim()])) as z.input<S>;
  assertValid(schema, fields);
  return { fields, file: await upload.upload() };
}

/** Both dialogs edit the company's name (the user profile may change it too, as in the old portal). */
function CompanyNameField({ value }: { value: string | null }) {
  return <InputField label="Company Name" name="currentCompany" maxLength={100} defaultValue={value ?? ''} />;
}

/** `team`: the company's Team tab, from the team feature (the route passes it in). */
export function RecruiterAccount({ account, team }: Props & { team: ReactNode }) {
  return (
    <ProfileTabs
      tabs={[
        { value: 'user', label: 'User Profile', content: <UserProfile account={account} /> },
        { value: 'company', label: 'Company Profile', content: <CompanyProfile account={account} /> },
        { value: 'team', label: 'Team', content: <Panel>{team}</Panel> },
      ]}
    />
  );
}

function UserProfile({ account }: Props) {
  const name = account.name || account.userId.username;
  const upload = useUpload('UpdatedProfiles');
  return (
    <Panel>
      <ProfileHeader>
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
          upload={upload}
          onSave={async (form) => {
            const names = ['username', 'currentCompany', 'currentRole'];
            const { fields, file } = await checkThenUpload(updateRecruiterUserBody, form, names, upload);
            await updateRecruiterUser({ ...fields, ...(file ? { image: file } : {}) });
          }}
        >
          <UploadPicker label="Profile Photo" {...filePresets.photo} upload={upload} />
          <InputField label="Name" name="username" required maxLength={100} defaultValue={name} />
          <CompanyNameField value={account.currentCompany} />
          <InputField
            label="Role"
            name="currentRole"
            maxLength={100}
            defaultValue={account.currentRole ?? ''}
          />
        </ProfileDialog>
      </ProfileHeader>
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
      <ProfileHeader>
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
          upload={upload}
          onSave={async (form) => {
            const names = ['currentCompany', 'companyDescription'];
            const { fields, file } = await checkThenUpload(updateCompanyBody, form, names, upload);
            await updateCompanyProfile({ ...fields, ...(file ? { companyLogo: file } : {}) });
          }}
        >
          <UploadPicker label="Company Logo" {...filePresets.logo} upload={upload} />
          <CompanyNameField value={account.currentCompany} />
          <TextareaField
            label="Company Description"
            name="companyDescription"
            rows={5}
            maxLength={2000}
            defaultValue={account.companyDescription ?? ''}
          />
        </ProfileDialog>
      </ProfileHeader>
      <HStack align="start">
        <Text whiteSpace="pre-line" color={account.companyDescription ? undefined : 'fg.muted'}>
          {account.companyDescription || 'No description available'}
        </Text>
      </HStack>
    </Panel>
  );
}
