// The recruiter profile form: nothing is required; the logo is uploaded only if one was chosen, and
// the profile call goes out after that upload has finished.
import { chakra, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { filePresets, UploadPicker } from '../../ui/file-picker.tsx';
import { onboardRecruiterBody } from '../../../contract/profiles.ts';
import { assertValid, InputField } from '../../ui/form-field.tsx';
import { TextareaField } from '../../ui/form-field-more.tsx';
import { useUpload } from '../../ui/use-upload.ts';
import { onboardRecruiter } from './api.ts';
import { SubmitRow } from './submit-row.tsx';
import { useOnboardingSubmit } from './api.ts';

export function RecruiterForm() {
  const logoUpload = useUpload('logos');
  const { submit, error, busy } = useOnboardingSubmit();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const get = (name: string) => String(form.get(name) ?? '').trim();
    const fields = {
      name: get('name'),
      currentCompany: get('currentCompany'),
      currentRole: get('currentRole'),
      companyDescription: get('companyDescription'),
    };
    void submit(async () => {
      // Checked before the logo's upload, which the profile then carries.
      assertValid(onboardRecruiterBody.omit({ companyLogo: true }), fields);
      const companyLogo = await logoUpload.upload();
      return onboardRecruiter({ ...fields, companyLogo });
    });
  };

  return (
    <chakra.form onSubmit={onSubmit} aria-label="Recruiter onboarding">
      <Stack gap="4">
        <InputField label="Name" name="name" maxLength={100} autoComplete="name" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <InputField label="Current Company" name="currentCompany" maxLength={100} />
          <InputField label="Current Role" name="currentRole" maxLength={100} />
        </SimpleGrid>
        <TextareaField label="Company Description" name="companyDescription" rows={5} maxLength={2000} />
        <UploadPicker label="Company Logo" {...filePresets.logo} upload={logoUpload} disabled={busy} />
        <SubmitRow error={error} busy={busy} />
      </Stack>
    </chakra.form>
  );
}
