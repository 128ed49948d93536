// The candidate profile form: every field, the marked ones required, lists as comma-separated
// text. The profile is sent only after the resume upload has finished, so it never names a lost file.
import { chakra, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { type OnboardCandidateBody, onboardCandidateBody } from '../../../contract/profiles.ts';
import { filePresets, UploadPicker } from '../../ui/file-picker.tsx';
import { assertValid, InputField } from '../../ui/form-field.tsx';
import { ListField, SelectField } from '../../ui/form-field-more.tsx';
import { toast } from '../../ui/toaster/toast.ts';
import { useUpload } from '../../ui/use-upload.ts';
import { splitList } from '../../lib/lists.ts';
import { onboardCandidate } from './api.ts';
import { PersonalStatementField } from '../../ui/personal-statement-field.tsx';
import { SubmitRow } from './submit-row.tsx';
import { useOnboardingSubmit } from './api.ts';
import { readWorkExperience, WorkExperienceFields } from './work-experience.tsx';

export const GENDERS = ['Male', 'Female', 'Transgender'] as const;

export function CandidateForm() {
  const resumeUpload = useUpload('resumes');
  const photoUpload = useUpload('UpdatedProfiles');
  const { submit, error, busy } = useOnboardingSubmit();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!resumeUpload.file) {
      toast({ title: 'Please choose Your Resume first!', type: 'error' });
      return;
    }
    const form = new FormData(event.currentTarget);
    const get = (name: string) => String(form.get(name) ?? '').trim();
    const fields: Omit<OnboardCandidateBody, 'resume' | 'profilePhoto'> = {
      fullName: get('fullName'),
      phoneNumber: get('phoneNumber'),
      dateOfBirth: get('dateOfBirth'),
      gender: (get('gender') || null) as OnboardCandidateBody['gender'],
      highestQualification: get('highestQualification'),
      collegeName: get('collegeName'),
      graduationYear: get('graduationYear'),
      specialization: get('specialization'),
      workExperience: readWorkExperience(form),
      technicalSkills: splitList(get('technicalSkills')),
      softSkills: splitList(get('softSkills')),
      portfolioLinks: splitList(get('portfolioLinks')),
      githubProfile: get('githubProfile'),
      linkedInProfile: get('linkedInProfile'),
      preferredJobRoles: splitList(get('preferredJobRoles')),
      locationPreferences: splitList(get('locationPreferences')),
      expectedSalary: get('expectedSalary'),
      availabilityToStart: get('availabilityToStart'),
      personalStatement: get('personalStatement'),
    };
    void submit(async () => {
      // Checked before any upload; then upload, then send: the URLs are in the payload or nothing is sent.
      assertValid(onboardCandidateBody.omit({ resume: true, profilePhoto: true }), fields);
      const resume = (await resumeUpload.upload()) ?? '';
      const profilePhoto = await photoUpload.upload();
      return onboardCandidate({ ...fields, resume, profilePhoto });
    });
  };

  const today = new Date().toISOString().slice(0, 10);
  return (
    <chakra.form onSubmit={onSubmit} aria-label="Candidate onboarding">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <InputField label="Full Name" name="fullName" required maxLength={100} autoComplete="name" />
          <InputField label="Phone Number" name="phoneNumber" type="tel" required autoComplete="tel" />
          <InputField label="Date of Birth" name="dateOfBirth" type="date" required max={today} />
          <SelectField label="Gender" name="gender" options={GENDERS} placeholder="Select gender" />
          <InputField label="Highest Qualification" name="highestQualification" required maxLength={100} />
          <InputField label="College Name" name="collegeName" required maxLength={200} />
          <InputField
            label="Graduation Year"
            name="graduationYear"
            type="number"
            required
            min={1950}
            max={new Date().getFullYear() + 10}
          />
          <InputField label="Specialization" name="specialization" required maxLength={100} />
        </SimpleGrid>
        <WorkExperienceFields />
        <ListField label="Technical Skills" name="technicalSkills" required />
        <ListField label="Soft Skills" name="softSkills" required />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <InputField label="GitHub Profile" name="githubProfile" required placeholder="github.com/you" />
          <InputField
            label="LinkedIn Profile"
            name="linkedInProfile"
            required
            placeholder="linkedin.com/in/you"
          />
        </SimpleGrid>
        <ListField label="Portfolio Links" name="portfolioLinks" />
        <ListField label="Preferred Job Roles" name="preferredJobRoles" required />
        <ListField label="Location Preferences" name="locationPreferences" required />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <InputField label="Expected Salary" name="expectedSalary" type="number" required min={0} />
          <InputField label="Availability to Start" name="availabilityToStart" type="date" />
        </SimpleGrid>
        <PersonalStatementField />
        <UploadPicker label="Profile Photo" {...filePresets.photo} upload={photoUpload} disabled={busy} />
        <UploadPicker label="Resume" required {...filePresets.resume} upload={resumeUpload} disabled={busy} />
        <SubmitRow error={error} busy={busy} />
      </Stack>
    </chakra.form>
  );
}
