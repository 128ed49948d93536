// The candidate's account: the signed-in candidate's REAL profile (not sample data), and update
// dialogs that save (PUT /api/candidate/profile) with the old portal's dialog fields.
import { Box, chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type UpdateCandidateBody, updateCandidateBody } from '../../../contract/profiles.ts';
import { assertValid, InputField } from '../../ui/form-field.tsx';
import { ListField } from '../../ui/form-field-more.tsx';
import { PersonalStatementField } from '../../ui/personal-statement-field.tsx';
import { joinList, splitList } from '../../lib/lists.ts';
import { type CandidateAccountResponse, updateCandidateProfile } from './api.ts';
import { InfoList, Panel, ProfileAvatar, ProfileHeader, ProfileTabs } from './info-list.tsx';
import { ProfileDialog } from './profile-dialog.tsx';

type Props = { account: CandidateAccountResponse };
/** `alerts`: the candidate's job alerts, from the alerts feature (the route passes them in). */
type PageProps = Props & { alerts: ReactNode };

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The contract's checks first: nothing is sent that the server would refuse for its shape. */
async function saveChecked(body: UpdateCandidateBody) {
  assertValid(updateCandidateBody, body);
  return updateCandidateProfile(body);
}

/** The profile dialog's fields that are saved as typed, in the order shown. */
const plainFields = [
  { label: 'Phone', name: 'phoneNumber', type: 'tel' },
  { label: 'Education', name: 'highestQualification' },
  { label: 'College', name: 'collegeName' },
  { label: 'Graduation Year', name: 'graduationYear', type: 'number' },
  { label: 'Specialization', name: 'specialization' },
] as const;

function ExternalLink({ href }: { href: string }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" color="blue.fg">
      {href}
    </Link>
  );
}

export function CandidateAccount({ account, alerts }: PageProps) {
  const name = account.fullName || account.userId.username;
  return (
    <>
      <ProfileHeader mb="5">
        <ProfileAvatar
          image={account.profilePhoto ?? account.userId.image}
          name={name}
          alt={name ? `${name}'s photo` : 'Profile photo'}
        />
        <Box minW="0">
          <Heading as="h2" fontSize="xl">
            {name}
          </Heading>
          <Text color="fg.muted">{account.userId.useremail}</Text>
        </Box>
      </ProfileHeader>
      <ProfileTabs
        tabs={[
          { value: 'user', label: 'User Profile', content: <UserProfile account={account} name={name} /> },
          { value: 'technical', label: 'Technical Info', content: <TechnicalInfo account={account} /> },
        ]}
      />
      <Box mt="6">{alerts}</Box>
    </>
  );
}

function UserProfile({ account, name }: Props & { name: string }) {
  return (
    <Panel>
      <Box display="flex" justifyContent="flex-end" mb="4">
        <ProfileDialog
          title="Update Profile"
          onSave={(form) =>
            saveChecked({
              fullName: text(form, 'fullName'),
              phoneNumber: text(form, 'phoneNumber'),
              highestQualification: text(form, 'highestQualification'),
              collegeName: text(form, 'collegeName'),
              graduationYear: text(form, 'graduationYear'),
              specialization: text(form, 'specialization'),
              locationPreferences: splitList(text(form, 'locationPreferences')),
              preferredJobRoles: splitList(text(form, 'preferredJobRoles')),
              expectedSalary: text(form, 'expectedSalary'),
              personalStatement: text(form, 'personalStatement'),
            })
          }
        >
          <InputField label="Name" name="fullName" required maxLength={100} defaultValue={name} />
          {plainFields.map(({ name, ...field }) => (
            <InputField key={name} name={name} required defaultValue={account[name] ?? ''} {...field} />
          ))}
          <ListField
            label="Preferred Location"
            name="locationPreferences"
            required
            values={account.locationPreferences}
          />
          <ListField
            label="Preferred Job Roles"
            name="preferredJobRoles"
            required
            values={account.preferredJobRoles}
          />
          <InputField
            label="Expected Salary"
            name="expectedSalary"
            type="number"
            required
            min={0}
            defaultValue={account.expectedSalary ?? ''}
          />
          <PersonalStatementField defaultValue={account.personalStatement ?? ''} />
        </ProfileDialog>
      </Box>
      <InfoList
        items={[
          { label: 'Name', value: name },
          { label: 'Email', value: account.userId.useremail },
          { label: 'Phone', value: account.phoneNumber },
          { label: 'Date of Birth', value: account.dateOfBirth },
          { label: 'Gender', value: account.gender },
          { label: 'Education', value: account.highestQualification },
          { label: 'College', value: account.collegeName },
          { label: 'Graduation Year', value: account.graduationYear },
          { label: 'Specialization', value: account.specialization },
          { label: 'Preferred Location', value: joinList(account.locationPreferences) },
          { label: 'Preferred Job Roles', value: joinList(account.preferredJobRoles) },
          { label: 'Expected Salary', value: account.expectedSalary?.toLocaleString('en-US') },
          { label: 'Available From', value: account.availabilityToStart },
          {
            label: 'Resume',
            value: account.resume && (
              <Link href={account.resume} target="_blank" rel="noopener noreferrer" color="blue.fg">
                View resume
              </Link>
            ),
          },
          { label: 'Personal Statement', value: account.personalStatement },
        ]}
      />
    </Panel>
  );
}

function TechnicalInfo({ account }: Props) {
  const [first, ...rest] = account.workExperience ?? [];
  const onSave = (form: FormData) => {
    const experience = {
      jobTitle: text(form, 'jobTitle'),
      companyName: text(form, 'companyName'),
      duration: text(form, 'duration'),
    };
    const body: UpdateCandidateBody = {
      workExperience: [experience, ...rest],
      technicalSkills: splitList(text(form, 'technicalSkills')),
      softSkills: splitList(text(form, 'softSkills')),
      linkedInProfile: text(form, 'linkedInProfile'),
      githubProfile: text(form, 'githubProfile'),
      portfolioLinks: splitList(text(form, 'portfolioLinks')),
    };
    return saveChecked(body);
  };
  return (
    <Panel>
      <Box display="flex" justifyContent="flex-end" mb="4">
        <ProfileDialog title="Update Technical Info" onSave={onSave}>
          <InputField label="Job Role" name="jobTitle" maxLength={100} defaultValue={first?.jobTitle ?? ''} />
          <InputField
            label="Company Name"
            name="companyName"
            maxLength={100}
            defaultValue={first?.companyName ?? ''}
          />
          <InputField label="Duration" name="duration" maxLength={50} defaultValue={first?.duration ?? ''} />
          <ListField label="Skills" name="technicalSkills" required values={account.technicalSkills} />
          <ListField label="Soft Skills" name="softSkills" required values={account.softSkills} />
          <InputField
            label="LinkedIn"
            name="linkedInProfile"
            required
            defaultValue={account.linkedInProfile ?? ''}
          />
          <InputField
            label="GitHub"
            name="githubProfile"
            required
            defaultValue={account.githubProfile ?? ''}
          />
          <ListField label="Portfolio" name="portfolioLinks" values={account.portfolioLinks} />
        </ProfileDialog>
      </Box>
      <InfoList
        items={[
          { label: 'Skills', value: joinList(account.technicalSkills) },
          { label: 'Soft Skills', value: joinList(account.softSkills) },
          {
            label: 'LinkedIn',
            value: account.linkedInProfile && <ExternalLink href={account.linkedInProfile} />,
          },
          { label: 'GitHub', value: account.githubProfile && <ExternalLink href={account.githubProfile} /> },
          {
            label: 'Portfolio',
            value: account.portfolioLinks?.length ? (
              <Stack gap="1">
                {account.portfolioLinks.map((l) => (
                  <ExternalLink key={l} href={l} />
                ))}
              </Stack>
            ) : null,
          },
        ]}
      />
      <Heading as="h3" fontSize="md" mt="6" mb="3">
        Work Experience
      </Heading>
      {account.workExperience?.length ? (
        <Stack as="ul" listStyleType="none" gap="3">
          {account.workExperience.map((w) => (
            <chakra.li
              key={`${w.jobTitle}|${w.companyName}|${w.duration}`}
              borderWidth="1px"
              rounded="md"
              p="3"
            >
              <Text fontWeight="medium">{w.jobTitle || 'N/A'}</Text>
              <Text color="fg.muted" fontSize="sm">
                {[w.companyName, w.duration].filter(Boolean).join(' · ') || 'N/A'}
              </Text>
            </chakra.li>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">No work experience added</Text>
      )}
    </Panel>
  );
}
