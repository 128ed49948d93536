// Spec "Account", recruiter: User Profile and Company Profile tabs, each with a dialog that saves.
import { Box, Heading, HStack, Text } from '@chakra-ui/react';
import { filePresets, UploadPicker } from '../../ui/file-picker.tsx';
import { updateCompanyBody, updateRecruiterUserBody } from '../../../contract/profiles.ts';
import { assertValid, InputField } from '../../ui/form-field.tsx';
import { TextareaField } from '../../ui/form-field-more.tsx';
import { useUpload } from '../../ui/use-upload.ts';
import { type RecruiterAccountResponse, updateCompanyProfile, updateRecruiterUser } from './api.ts';
import { InfoList, Panel, ProfileAvatar, ProfileHeader, ProfileTabs } from './info-list.tsx';
import { ProfileDialog } from './profile-dialog.tsx';

type Props = { account: RecruiterAccountResponse };

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

export function RecruiterAccount({ account }: Props) {
  return (
    <ProfileTabs
      tabs={[
        { value: 'user', label: 'User Profile', content: <UserProfile account={account} /> },
        { value: 'company', label: 'Company Profile', content: <CompanyProfile account={account} /> },
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
            const fields = {
              username: text(form, 'username'),
              currentCompany: text(form, 'currentCompany'),
              currentRole: text(form, 'currentRole'),
            };
            assertValid(updateRecruiterUserBody, fields);
            const image = await upload.upload();
            await updateRecruiterUser({ ...fields, ...(image ? { image } : {}) });
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
            const fields = {
              currentCompany: text(form, 'currentCompany'),
              companyDescription: text(form, 'companyDescription'),
            };
            assertValid(updateCompanyBody, fields);
            const companyLogo = await upload.upload();
            await updateCompanyProfile({ ...fields, ...(companyLogo ? { companyLogo } : {}) });
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
      </ProfileHeader>
      <HStack align="start">
        <Text whiteSpace="pre-line" color={account.companyDescription ? undefined : 'fg.muted'}>
          {account.companyDescription || 'No description available'}
        </Text>
      </HStack>
    </Panel>
  );
}
